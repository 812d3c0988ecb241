import { useEffect, useRef, type KeyboardEvent } from "react";
import { NavLink } from "react-router";
import type { MenuEntry } from "#src/domain/session/shell-rules.ts";
import { useTranslation } from "#src/i18n/react.ts";
import { visuallyHidden } from "../ui/ui.styles.ts";
import { ShellIcon } from "./shell-icon.view.tsx";
import {
  drawerBackdrop,
  drawerMenu,
  drawerTop,
  iconButton,
  menuFilter,
  miniMenu,
  sideMenu,
} from "./side-menu.styles.ts";

export interface SideMenuProps {
  id: string;
  /** The entries to show (already filtered). */
  entries: MenuEntry[];
  /** The filter box's text; null when the application turns menu search off (spec §9). */
  filter: string | null;
  /** "expanded" or "mini" beside the content (≥ 1250 px); "drawer" over it below (spec §4 Shell). */
  mode: "expanded" | "mini" | "drawer";
  labelOf(entry: MenuEntry): string;
  onFilter(text: string): void;
  /** A link was followed: the drawer closes (spec §4). */
  onNavigate(): void;
  onClose(): void;
}

const flatten = (entries: MenuEntry[]): MenuEntry[] =>
  entries.flatMap((entry) => [entry, ...flatten(entry.children)]);

/** The platform's side menu (spec §2): filterable fixed entries and features, links to web routes or endpoints. */
export function SideMenuView(props: SideMenuProps) {
  const { t } = useTranslation("shell");
  const filterRef = useRef<HTMLInputElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const { mode, onClose } = props;
  useEffect(() => {
    if (mode !== "drawer") return;
    (filterRef.current ?? navRef.current?.querySelector<HTMLElement>("a, button"))?.focus();
  }, [mode]);
  const mini = mode === "mini";
  // The drawer covers the page: Escape closes it, and Tab / Shift+Tab wrap around inside it.
  const onKeyDown = (event: KeyboardEvent) => {
    if (mode !== "drawer") return;
    if (event.key === "Escape") return onClose();
    if (event.key !== "Tab") return;
    const controls = [...(navRef.current?.querySelectorAll<HTMLElement>("a[href], button, input") ?? [])];
    const edge = event.shiftKey ? controls[0] : controls.at(-1);
    if (document.activeElement !== edge) return;
    event.preventDefault();
    (event.shiftKey ? controls.at(-1) : controls[0])?.focus();
  };

  const link = (entry: MenuEntry) => {
    const label = props.labelOf(entry);
    const content = (
      <>
        <ShellIcon name={entry.icon} />
        <span className={mini ? visuallyHidden : undefined}>{label}</span>
      </>
    );
    if (!entry.href) {
      return mini ? null : <span data-group="">{content}</span>;
    }
    if (entry.document) {
      return (
        <a href={entry.href} title={mini ? label : undefined} onClick={props.onNavigate}>
          {content}
        </a>
      );
    }
    return (
      <NavLink to={entry.href} end title={mini ? label : undefined} onClick={props.onNavigate}>
        {content}
      </NavLink>
    );
  };
  const tree = (entries: MenuEntry[]) => (
    <ul>
      {entries.map((entry) => (
        <li key={entry.id}>
          {link(entry)}
          {entry.children.length > 0 && tree(entry.children)}
        </li>
      ))}
    </ul>
  );

  const className = [sideMenu, mini ? miniMenu : "", mode === "drawer" ? drawerMenu : ""].join(" ");
  return (
    <>
      {mode === "drawer" && (
        <button type="button" className={drawerBackdrop} tabIndex={-1} aria-hidden="true" onClick={onClose} />
      )}
      <nav
        id={props.id}
        ref={navRef}
        className={className}
        aria-label={t("menu.label")}
        onKeyDown={onKeyDown}
      >
        {mode === "drawer" && (
          <div className={drawerTop}>
            <button type="button" className={iconButton} aria-label={t("menu.close")} onClick={onClose}>
              <ShellIcon name="close" />
            </button>
          </div>
        )}
        {props.filter !== null && !mini && (
          <label className={menuFilter}>
            {t("menu.filter")}
            <input
              ref={filterRef}
              type="search"
              value={props.filter}
              onChange={(event) => props.onFilter(event.target.value)}
            />
          </label>
        )}
        {props.entries.length === 0 ? (
          <p role="status">{t("menu.noMatch")}</p>
        ) : mini ? (
          tree(
            flatten(props.entries)
              .filter((entry) => entry.href)
              .map((entry) => ({ ...entry, children: [] })),
          )
        ) : (
          tree(props.entries)
        )}
      </nav>
    </>
  );
}
