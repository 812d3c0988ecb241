import { useRef, type ReactNode } from "react";
import { useTranslation } from "#src/i18n/react.ts";
import { Link } from "react-router";
import { areaPath, coursePath, type CourseAreaLink } from "#src/domain/catalog/catalog-types.ts";
import { promotionsPath } from "#src/domain/catalog/search-params.ts";
import type { SuggestionList } from "#src/domain/catalog/search-suggestions.ts";
import { buttonSecondary, visuallyHidden } from "../ui/ui.styles.ts";
import { useModalDialog } from "../ui/use-modal-dialog.ts";
import { backButton, fullscreenSearch } from "./mobile-search.styles.ts";

/** The mobile search's suggestions (this module loads apart, so the choosing happens on the caller's side). */
export interface SearchSuggestions {
  /** What to show for the typed text: matching courses, or popular ones (domain pickSuggestions). */
  listFor(text: string): SuggestionList;
  /** Called with every change of the field; the caller asks for matching courses once typing pauses. */
  onTextChange(text: string): void;
}

interface MobileSearchProps {
  /** The search form (HeaderSearchForm), rendered by the header, which keeps its text. */
  searchForm: ReactNode;
  /** The text typed so far: the suggestions follow it. */
  text: string;
  areas: CourseAreaLink[];
  suggestions: SearchSuggestions;
  /** Escape or the back button: the search closes and focus goes back to the button that opened it. */
  onDismiss(): void;
  /** A link was followed: the search closes and the page changes. */
  onFollow(): void;
}

/**
 * Mobile full-screen search (spec §2 course menu): a native modal dialog (the page behind is inert, Tab stays
 * inside, Escape closes) with the field, a back button, promotion and area entries, and suggestions that follow
 * the text typed (popular courses while it is empty).
 */
export function MobileSearch({
  searchForm,
  text,
  areas,
  suggestions,
  onDismiss,
  onFollow,
}: MobileSearchProps) {
  const { t } = useTranslation("store");
  const dialogRef = useRef<HTMLDialogElement>(null);
  useModalDialog(dialogRef, "input[type='search']");
  // Close the modal first: while it is open the page behind is inert and the opener cannot take focus back.
  const dismiss = () => {
    dialogRef.current?.close();
    onDismiss();
  };
  const list = suggestions.listFor(text);
  const status =
    list.kind === "matching"
      ? list.announce
        ? t("header.suggestionsFound", { count: list.courses.length, text: list.text })
        : ""
      : list.noMatchFor
        ? t("header.noSuggestions", { text: list.noMatchFor })
        : "";

  return (
    <dialog
      ref={dialogRef}
      className={fullscreenSearch}
      aria-label={t("header.search")}
      onCancel={(event) => {
        event.preventDefault();
        dismiss();
      }}
    >
      <button type="button" className={`${buttonSecondary} ${backButton}`} onClick={dismiss}>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
          <path fill="currentColor" d="M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20v-2Z" />
        </svg>
        {t("header.closeSearch")}
      </button>
      {searchForm}
      <section aria-labelledby="mobile-search-suggestions">
        <h2 id="mobile-search-suggestions">
          {t(list.kind === "matching" ? "header.suggestions" : "header.popular")}
        </h2>
        <p role="status" className={status ? undefined : visuallyHidden}>
          {status}
        </p>
        {list.courses.length > 0 && (
          <ul>
            {list.courses.map((course) => (
              <li key={course.friendlyUrl}>
                <Link to={coursePath(course.friendlyUrl)} onClick={onFollow}>
                  {course.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <Link to={promotionsPath()} onClick={onFollow}>
        {t("header.promotions")}
      </Link>
      <section aria-labelledby="mobile-search-areas">
        <h2 id="mobile-search-areas">{t("header.areas")}</h2>
        <ul>
          {areas.map((area) => (
            <li key={area.id}>
              <Link to={areaPath(area)} onClick={onFollow}>
                {area.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </dialog>
  );
}
