import { useCallback, useId, useRef, useState, type KeyboardEvent } from "react";
import { flushSync } from "react-dom";
import { useTranslation } from "#src/i18n/react.ts";
import { Link } from "react-router";
import { breakpoints } from "#src/domain/breakpoints.ts";
import { areaPath, categoryPath, type CourseAreaLink } from "#src/domain/catalog/catalog-types.ts";
import { buttonSecondary } from "../ui/ui.styles.ts";
import { listKeyTarget } from "../ui/list-keys.ts";
import { useDismiss } from "../ui/use-dismiss.ts";
import { useHydrated } from "../ui/use-hydrated.ts";
import { categoriesColumn, courseMenu, drillHeader, panel, trigger } from "./course-menu.styles.ts";
import { desktopOnly, mobileOnly } from "./header.styles.ts";

/** Below the mobile breakpoint the menu is a full-screen drill-down, not a hover panel. */
const isNarrow = () => window.matchMedia(`(max-width: ${breakpoints.md - 1}px)`).matches;

const areaLinks = "[data-area-link]";
const categoryLinks = "[data-category-link]";

/**
 * 'All categories' (spec §2 course menu), a disclosure navigation (WAI-ARIA APG): a button that shows and hides
 * a <nav> of links — no menu roles. Desktop: hovering or focusing an area shows its categories beside it.
 * Keys: ↓ on the button opens and enters the areas; ↓ ↑ Home End move within the areas or the categories;
 * → goes from an area to its categories and ← back; Escape closes and, when focus was inside, returns it to the
 * button. Mobile (< 960): a full-screen drill-down — an area opens its categories, with a back button.
 */
export function CourseMenu({ areas }: { areas: CourseAreaLink[] }) {
  const { t } = useTranslation("store");
  const id = useId();
  const [open, setOpen] = useState(false);
  // Hover opens the menu for a glance; a click pins it (a click after hover must not close it again).
  const [pinned, setPinned] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [drilled, setDrilled] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const active = areas.find((area) => area.id === activeId) ?? null;
  const hydrated = useHydrated();

  /** Hides the panel (after following a link, focus goes where the page puts it). */
  const hide = useCallback(() => {
    setOpen(false);
    setPinned(false);
    setDrilled(false);
  }, []);
  /** Escape, a press outside or the close button: focus inside the menu goes back to the button. */
  const close = useCallback(() => {
    const focusWasInside = rootRef.current?.contains(document.activeElement) ?? false;
    hide();
    if (focusWasInside) triggerRef.current?.focus();
  }, [hide]);
  useDismiss(rootRef, open, close);

  const focusIn = (selector: string, index: number) => {
    rootRef.current?.querySelectorAll<HTMLElement>(selector)[index]?.focus();
  };
  /**
   * Commits a change that shows other links (the panel, a drilled area's categories, the areas again) before
   * the handler returns, then focuses one of them: focus never waits on when an effect happens to run.
   */
  const showThenFocus = (change: () => void, selector: string, index: number) => {
    flushSync(change);
    focusIn(selector, index);
  };

  const moveWithin = (event: KeyboardEvent, selector: string, index: number) => {
    const count = rootRef.current?.querySelectorAll(selector).length ?? 0;
    const target = listKeyTarget(event.key, index, count);
    if (target === null) return false;
    focusIn(selector, target);
    return true;
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "ArrowDown" || areas.length === 0) return;
    event.preventDefault();
    showThenFocus(
      () => {
        setOpen(true);
        setPinned(true);
      },
      areaLinks,
      0,
    );
  };

  const onAreaKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, area: CourseAreaLink, index: number) => {
    if (moveWithin(event, areaLinks, index)) {
      event.preventDefault();
      return;
    }
    if (event.key !== "ArrowRight" || area.categories.length === 0) return;
    event.preventDefault();
    setActiveId(area.id);
    if (isNarrow()) showThenFocus(() => setDrilled(true), categoryLinks, 0);
    else focusIn(categoryLinks, 0);
  };

  const onCategoryKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    if (moveWithin(event, categoryLinks, index)) {
      event.preventDefault();
      return;
    }
    if (event.key !== "ArrowLeft") return;
    event.preventDefault();
    const areaIndex = Math.max(
      areas.findIndex((area) => area.id === activeId),
      0,
    );
    if (drilled) showThenFocus(() => setDrilled(false), areaLinks, areaIndex);
    else focusIn(areaLinks, areaIndex);
  };

  const categoryLink = (to: string, label: string, index: number) => (
    <Link to={to} data-category-link="" onClick={hide} onKeyDown={(event) => onCategoryKeyDown(event, index)}>
      {label}
    </Link>
  );

  const icon = (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <path fill="currentColor" d="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z" />
    </svg>
  );
  // Before the script runs (or without one) the menu is a <details> of the area links, which needs none.
  if (!hydrated)
    return (
      <details className={courseMenu}>
        <summary className={trigger}>
          {icon}
          {t("menu.allCategories")}
        </summary>
        <nav className={panel} aria-label={t("menu.allCategories")}>
          <ul>
            {areas.map((area) => (
              <li key={area.id}>
                <Link to={areaPath(area)}>
                  <span>{area.name}</span>
                  <span aria-hidden="true">›</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </details>
    );

  return (
    <div
      className={courseMenu}
      ref={rootRef}
      onMouseLeave={() => {
        if (!drilled && !pinned) setOpen(false);
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        className={trigger}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => {
          const closing = open && pinned;
          setOpen(!closing);
          setPinned(!closing);
        }}
        onKeyDown={onTriggerKeyDown}
        onMouseEnter={() => {
          if (!isNarrow()) setOpen(true);
        }}
      >
        {icon}
        {t("menu.allCategories")}
      </button>
      {open && (
        <nav id={`${id}-panel`} className={panel} aria-label={t("menu.allCategories")}>
          {drilled && active ? (
            <div className={mobileOnly}>
              <div className={drillHeader}>
                <button
                  type="button"
                  className={buttonSecondary}
                  onClick={() =>
                    showThenFocus(() => setDrilled(false), areaLinks, Math.max(areas.indexOf(active), 0))
                  }
                >
                  <span aria-hidden="true">← </span>
                  {t("menu.back")}
                </button>
              </div>
            </div>
          ) : (
            <div className={`${mobileOnly} ${drillHeader}`}>
              <strong>{t("menu.allCategories")}</strong>
              <button type="button" className={buttonSecondary} onClick={close}>
                {t("menu.close")}
              </button>
            </div>
          )}
          <ul hidden={drilled}>
            {areas.map((area, index) => (
              <li key={area.id}>
                <Link
                  to={areaPath(area)}
                  data-area-link=""
                  data-active={area.id === activeId || undefined}
                  onMouseEnter={() => setActiveId(area.id)}
                  onFocus={() => setActiveId(area.id)}
                  onKeyDown={(event) => onAreaKeyDown(event, area, index)}
                  onClick={(event) => {
                    // On narrow screens an area drills into its categories instead of leaving the menu.
                    if (isNarrow() && area.categories.length > 0) {
                      event.preventDefault();
                      showThenFocus(
                        () => {
                          setActiveId(area.id);
                          setDrilled(true);
                        },
                        categoryLinks,
                        0,
                      );
                      return;
                    }
                    hide();
                  }}
                >
                  <span>{area.name}</span>
                  <span aria-hidden="true">›</span>
                </Link>
              </li>
            ))}
          </ul>
          {active && (
            <div className={drilled ? categoriesColumn : `${categoriesColumn} ${desktopOnly}`}>
              <h2>{t("menu.categoriesOf", { area: active.name })}</h2>
              <ul>
                {active.categories.map((category, index) => (
                  <li key={category.id}>{categoryLink(categoryPath(category), category.name, index)}</li>
                ))}
                <li>
                  {categoryLink(
                    areaPath(active),
                    t("menu.seeArea", { area: active.name }),
                    active.categories.length,
                  )}
                </li>
              </ul>
            </div>
          )}
        </nav>
      )}
    </div>
  );
}
