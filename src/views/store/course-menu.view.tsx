import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "../../i18n/react.ts";
import { Link } from "react-router";
import { breakpoints } from "../../domain/breakpoints.ts";
import { areaPath, categoryPath, type CourseAreaLink } from "../../domain/catalog/catalog-types.ts";
import { buttonSecondary } from "../ui/ui.styles.ts";
import { categoriesColumn, courseMenu, drillHeader, panel, trigger } from "./course-menu.styles.ts";
import { desktopOnly, mobileOnly } from "./header.styles.ts";

/** Below the mobile breakpoint the menu is a full-screen drill-down, not a hover panel. */
const isNarrow = () => window.matchMedia(`(max-width: ${breakpoints.md - 1}px)`).matches;

/**
 * 'All categories' (spec §2 course menu). Desktop: hovering or focusing an area shows its categories
 * beside it; arrow keys move between areas, → enters the categories. Mobile (< 960): a full-screen
 * drill-down — an area opens its categories, with a back button.
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
  const active = areas.find((area) => area.id === activeId) ?? null;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        setPinned(false);
        rootRef.current?.querySelector<HTMLButtonElement>("button")?.focus();
      }
    };
    const onPointer = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) {
        setOpen(false);
        setPinned(false);
      }
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("mousedown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("mousedown", onPointer);
    };
  }, [open]);

  const close = () => {
    setOpen(false);
    setPinned(false);
    setDrilled(false);
  };

  const onAreaKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const links = rootRef.current?.querySelectorAll<HTMLAnchorElement>("[data-area-link]");
    if (!links) return;
    if (event.key === "ArrowDown") links[Math.min(index + 1, links.length - 1)]?.focus();
    else if (event.key === "ArrowUp") links[Math.max(index - 1, 0)]?.focus();
    else if (event.key === "ArrowRight") rootRef.current?.querySelector<HTMLAnchorElement>("[data-category-link]")?.focus();
    else return;
    event.preventDefault();
  };

  return (
    <div
      className={courseMenu}
      ref={rootRef}
      onMouseLeave={() => {
        if (!drilled && !pinned) setOpen(false);
      }}
    >
      <button
        type="button"
        className={trigger}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => {
          const closing = open && pinned;
          setOpen(!closing);
          setPinned(!closing);
        }}
        onMouseEnter={() => {
          if (!isNarrow()) setOpen(true);
        }}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
          <path fill="currentColor" d="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z" />
        </svg>
        {t("menu.allCategories")}
      </button>
      {open && (
        <nav id={`${id}-panel`} className={panel} aria-label={t("menu.allCategories")}>
          {drilled && active ? (
            <div className={mobileOnly}>
              <div className={drillHeader}>
                <button type="button" className={buttonSecondary} onClick={() => setDrilled(false)}>
                  ← {t("menu.back")}
                </button>
              </div>
            </div>
          ) : (
            <div className={`${mobileOnly} ${drillHeader}`}>
              <strong>{t("menu.allCategories")}</strong>
              <button type="button" className={buttonSecondary} onClick={close}>
                {t("header.closeSearch")}
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
                  onKeyDown={(event) => onAreaKeyDown(event, index)}
                  onClick={(event) => {
                    // On narrow screens an area drills into its categories instead of leaving the menu.
                    if (isNarrow() && area.categories.length > 0) {
                      event.preventDefault();
                      setActiveId(area.id);
                      setDrilled(true);
                      return;
                    }
                    close();
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
                {active.categories.map((category) => (
                  <li key={category.id}>
                    <Link to={categoryPath(category)} data-category-link="" onClick={close}>
                      {category.name}
                    </Link>
                  </li>
                ))}
                <li>
                  <Link to={areaPath(active)} data-category-link="" onClick={close}>
                    {t("menu.seeArea", { area: active.name })}
                  </Link>
                </li>
              </ul>
            </div>
          )}
        </nav>
      )}
    </div>
  );
}
