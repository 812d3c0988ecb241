import type { KeyboardEvent, ReactNode, RefObject } from "react";
import { useTranslation } from "#src/i18n/react.ts";
import { LineIcon } from "../ui/line-icon.view.tsx";
import { bell, bellDot, notificationMenu } from "./notification-bell.styles.ts";

const bellPath = "M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0";

function BellIcon() {
  return <LineIcon d={bellPath} />;
}

/** Where focus goes when the menu opens: the first or last notification (↓ / ↑ on the bell), else the panel. */
export type MenuFocus = "first" | "last" | "panel";

export interface NotificationBellProps {
  containerRef?: RefObject<HTMLDivElement | null>;
  bellRef?: RefObject<HTMLButtonElement | null>;
  /** While impersonating (spec §6) notifications are disabled. */
  disabled?: boolean;
  /** How many are unread (unread total minus soft reads); the dot shows above 0 (spec §4), with the count on it. */
  unreadCount: number;
  open: boolean;
  panelId: string;
  onOpen(focus: MenuFocus): void;
  onClose(): void;
  /** The menu panel and the notification dialog (loaded after hydration). */
  children?: ReactNode;
}

/**
 * The platform header's bell (spec §2) as a menu button: Enter or Space toggle the menu, ↓ opens it on the first
 * notification and ↑ on the last; its label says how many are unread.
 */
export function NotificationBell({
  containerRef,
  bellRef,
  unreadCount,
  open,
  panelId,
  onOpen,
  onClose,
  disabled = false,
  children,
}: NotificationBellProps) {
  const { t } = useTranslation("notifications");
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    onOpen(event.key === "ArrowUp" ? "last" : "first");
  };
  return (
    <div className={notificationMenu} ref={containerRef}>
      <button
        ref={bellRef}
        type="button"
        className={bell}
        aria-label={unreadCount > 0 ? t("bellUnread", { count: unreadCount }) : t("bell")}
        title={disabled ? t("disabledWhileImpersonating") : undefined}
        disabled={disabled}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? onClose() : onOpen("first"))}
        onKeyDown={onKeyDown}
      >
        <BellIcon />
        {unreadCount > 0 && (
          <span className={bellDot} aria-hidden="true">
            {unreadCount > 9 ? "9+" : unreadCount}
          </span>
        )}
      </button>
      {children}
    </div>
  );
}

/** The bell while impersonating (spec §6): shown, but notifications are disabled. */
export const DisabledNotificationBell = () => (
  <NotificationBell unreadCount={0} open={false} panelId="" onOpen={() => {}} onClose={() => {}} disabled />
);
