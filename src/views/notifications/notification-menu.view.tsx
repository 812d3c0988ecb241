import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { sentAgo } from "#src/domain/notifications/sent-time.ts";
import { useTranslation } from "#src/i18n/react.ts";
import type { NotificationRow, NotificationsApi } from "#src/machines/notifications/notifications.connect.ts";
import { spinner, visuallyHidden } from "../ui/ui.styles.ts";
import type { MenuFocus } from "./notification-bell.view.tsx";
import { NotificationIcon } from "./notification-icon.view.tsx";
import { platformNow } from "#src/stores/platform-clock.ts";
import {
  icon,
  item,
  itemMessage,
  itemText,
  itemTime,
  itemTitle,
  itemTitleRead,
  linkButton,
  list,
  listEnd,
  notice,
  panel,
  panelHead,
  smallSpinner,
  unreadDot,
} from "./notification-menu.styles.ts";

const itemsIn = (root: HTMLElement | null) =>
  Array.from(root?.querySelectorAll<HTMLButtonElement>("button[data-notification]") ?? []);

const nextIndex = (key: string, at: number, count: number) => {
  if (key === "ArrowDown") return (at + 1) % count;
  if (key === "ArrowUp") return at <= 0 ? count - 1 : at - 1;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return null;
};

export interface NotificationPanelProps {
  api: NotificationsApi;
  panelId: string;
  /** Where focus goes as the panel opens. */
  focus: MenuFocus;
  /** Closes the menu; focus goes back to the bell unless the person is leaving for another page. */
  onClose(returnFocus: boolean): void;
}

/**
 * The notification menu (spec §2, §4): 325 px, title, "mark all as read", and a list (≤ 400 px) of title,
 * subtitle, time and unread dot that loads the next page when its end scrolls into view; the empty state.
 * ↑ ↓ Home End move between notifications; Escape closes and gives focus back to the bell.
 */
export function NotificationPanel({ api, panelId, focus, onClose }: NotificationPanelProps) {
  const { t, i18n } = useTranslation("notifications");
  const titleId = useId();
  // "5 minutes ago" by the platform's clock (spec §3 systemDate), not a device clock that may be off.
  const [now] = useState(() => platformNow().getTime());
  const panelRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const endRef = useRef<HTMLLIElement>(null);
  const apiRef = useRef(api);
  useEffect(() => {
    apiRef.current = api;
  });

  // Focus moves into the panel as it opens: the first or last notification, else the panel itself.
  useEffect(() => {
    const items = itemsIn(listRef.current);
    const target = focus === "last" ? items.at(-1) : focus === "first" ? items[0] : undefined;
    (target ?? panelRef.current)?.focus();
  }, [focus]);

  // Infinite scroll (spec §4): when the end of the list is visible and more exist, the next page loads.
  const waiting = !api.hasMore || api.isLoadingMore || api.loadFailed;
  useEffect(() => {
    const end = endRef.current;
    if (waiting || !end || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) apiRef.current.endVisible();
      },
      { root: listRef.current, rootMargin: "0px 0px 48px 0px" },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [waiting]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      onClose(true);
      return;
    }
    const items = itemsIn(listRef.current);
    const next = nextIndex(
      event.key,
      items.indexOf(document.activeElement as HTMLButtonElement),
      items.length,
    );
    if (next === null || items.length === 0) return;
    event.preventDefault();
    items[next]?.focus();
  };

  const choose = (row: NotificationRow) => {
    api.select(row.id);
    onClose(row.opens !== "page");
  };

  const firstPageFailed = api.loadFailed && api.rows.length === 0 && !api.isLoading;
  return (
    <div
      ref={panelRef}
      id={panelId}
      className={panel}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <div className={panelHead}>
        <h2 id={titleId}>{t("title")}</h2>
        {api.rows.length > 0 && (
          <button type="button" className={linkButton} disabled={!api.canMarkAll} onClick={api.markAll}>
            {t("markAll")}
          </button>
        )}
      </div>
      <div role="status" aria-live="polite">
        {api.isLoading && <p className={notice}>{t("loading")}</p>}
        {api.markAllFailed && <p className={notice}>{t("markAllFailed")}</p>}
        {api.isEmpty && <p className={notice}>{t("empty")}</p>}
      </div>
      {firstPageFailed && (
        <p className={notice}>
          {t("loadFailed")}{" "}
          <button type="button" className={linkButton} onClick={api.retry}>
            {t("retry")}
          </button>
        </p>
      )}
      {api.rows.length > 0 && (
        <ul ref={listRef} className={list} aria-labelledby={titleId}>
          {api.rows.map((row) => (
            <li key={row.id}>
              <button type="button" className={item} data-notification onClick={() => choose(row)}>
                <span className={icon}>
                  <NotificationIcon name={row.icon} />
                </span>
                <span className={itemText}>
                  <span className={row.unread ? itemTitle : itemTitleRead}>{row.title}</span>
                  <span className={itemMessage}>{row.message}</span>
                  <time className={itemTime} dateTime={row.sentAt}>
                    {sentAgo(row.sentAt, now, i18n.language)}
                  </time>
                  {row.opens === "window" && (
                    <span className={visuallyHidden}>({t("opensInNewWindow")})</span>
                  )}
                </span>
                {row.unread && (
                  <span className={unreadDot}>
                    <span className={visuallyHidden}>{t("unread")}</span>
                  </span>
                )}
              </button>
            </li>
          ))}
          {(api.hasMore || api.isLoadingMore) && (
            <li ref={endRef} className={listEnd}>
              {api.loadFailed ? (
                <button type="button" className={linkButton} onClick={api.retry}>
                  {t("retry")}
                </button>
              ) : (
                <span className={`${spinner} ${smallSpinner}`} role="img" aria-label={t("loadingMore")} />
              )}
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
