import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/react.ts";
import { Form, Link, useNavigate } from "react-router";
import { areaPath, coursePath, type CourseAreaLink } from "../../domain/catalog/catalog-types.ts";
import { promotionsPath } from "../../domain/catalog/search-params.ts";
import { buttonPrimary, buttonSecondary, visuallyHidden } from "../ui/ui.styles.ts";
import { fullscreenSearch, searchForm } from "./header.styles.ts";

/** Query flag that marks a search typed into the header field (spec §2 header). */
export const fromInputFlag = { name: "origem", value: "campo" } as const;

function useHeaderSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState("");
  // Runs only with text; goes to the search page with the text and the flag, then clears the field.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = text.trim();
    if (!term) return;
    const params = new URLSearchParams({ termo: term, [fromInputFlag.name]: fromInputFlag.value });
    setText("");
    void navigate(`/busca?${params}`);
  };
  return { text, setText, onSubmit };
}

/** Desktop header search: a GET form, so it also works before JavaScript loads. */
export function HeaderSearch() {
  const { t } = useTranslation("store");
  const { text, setText, onSubmit } = useHeaderSearch();
  return (
    <Form method="get" action="/busca" role="search" className={searchForm} onSubmit={onSubmit}>
      <label htmlFor="header-search" className={visuallyHidden}>
        {t("header.search")}
      </label>
      <input
        id="header-search"
        name="termo"
        type="search"
        required
        placeholder={t("header.searchPlaceholder")}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <input type="hidden" name={fromInputFlag.name} value={fromInputFlag.value} />
      <button type="submit" className={buttonPrimary}>
        {t("header.searchSubmit")}
      </button>
    </Form>
  );
}

interface MobileSearchProps {
  areas: CourseAreaLink[];
  suggestions: { name: string; friendlyUrl: string }[];
  onClose(): void;
}

/** Mobile full-screen search (spec §2 course menu): field, area and promotion entries, suggestions, back link. */
export function MobileSearch({ areas, suggestions, onClose }: MobileSearchProps) {
  const { t } = useTranslation("store");
  const { text, setText, onSubmit } = useHeaderSearch();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <div className={fullscreenSearch} role="dialog" aria-modal="true" aria-label={t("header.search")}>
      <button type="button" className={buttonSecondary} onClick={onClose}>
        ← {t("header.closeSearch")}
      </button>
      <Form
        method="get"
        action="/busca"
        role="search"
        onSubmit={(event) => {
          onSubmit(event);
          if (text.trim()) onClose();
        }}
      >
        <label htmlFor="mobile-search" className={visuallyHidden}>
          {t("header.search")}
        </label>
        <input
          ref={inputRef}
          id="mobile-search"
          name="termo"
          type="search"
          required
          autoFocus
          placeholder={t("header.searchPlaceholder")}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <input type="hidden" name={fromInputFlag.name} value={fromInputFlag.value} />
        <button type="submit" className={buttonPrimary}>
          {t("header.searchSubmit")}
        </button>
      </Form>
      <Link to={promotionsPath()} onClick={onClose}>
        {t("header.promotions")}
      </Link>
      <h2>{t("header.areas")}</h2>
      <ul>
        {areas.map((area) => (
          <li key={area.id}>
            <Link to={areaPath(area)} onClick={onClose}>
              {area.name}
            </Link>
          </li>
        ))}
      </ul>
      {suggestions.length > 0 && (
        <>
          <h2>{t("header.suggestions")}</h2>
          <ul>
            {suggestions.map((course) => (
              <li key={course.friendlyUrl}>
                <Link to={coursePath(course.friendlyUrl)} onClick={onClose}>
                  {course.name}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
