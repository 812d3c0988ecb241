import { useCallback, useEffect, useMemo } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "#src/i18n/react.ts";
import { useNotifications } from "#src/machines/notifications/use-notifications.ts";
import type { SessionInfo } from "#src/services/session/session-info.ts";
import type { MenuFocus } from "#src/views/notifications/notification-bell.view.tsx";
import { NotificationDetailDialog } from "#src/views/notifications/notification-detail.view.tsx";
import { NotificationPanel } from "#src/views/notifications/notification-menu.view.tsx";

/** The current role as one key: a change reloads the notifications (spec §4). */
const roleKeyOf = (session: SessionInfo) => {
  const current = session.currentRole;
  return current ? [current.role.id, current.tenant?.id ?? "", current.ies?.id ?? ""].join("/") : "";
};

export interface NotificationsMenuProps {
  session: SessionInfo;
  open: boolean;
  focus: MenuFocus;
  panelId: string;
  onClose(returnFocus: boolean): void;
  /** The dot's count (unread total minus soft reads) for the bell. */
  onUnreadCount(count: number): void;
}

/**
 * The bell's menu and a notification's dialog, with the notifications machine (this module loads after
 * hydration, see deferred-notification-bell.tsx); the targets a click opens are opened here.
 */
export default function NotificationsMenu(props: NotificationsMenuProps) {
  const { session, open, focus, panelId, onClose, onUnreadCount } = props;
  const { i18n } = useTranslation("notifications");
  const navigate = useNavigate();
  const openInternal = useCallback((path: string) => void navigate(path), [navigate]);
  const exits = useMemo(
    () => ({
      openExternal: (url: string) => void window.open(url, "_blank", "noopener,noreferrer"),
      openInternal,
    }),
    [openInternal],
  );
  const api = useNotifications(i18n.language, roleKeyOf(session), exits);
  useEffect(() => onUnreadCount(api.unreadCount), [api.unreadCount, onUnreadCount]);
  return (
    <>
      {open && <NotificationPanel api={api} panelId={panelId} focus={focus} onClose={onClose} />}
      {api.detail && (
        <NotificationDetailDialog
          detail={api.detail}
          onClose={() => {
            api.closeDetail();
            onClose(true);
          }}
        />
      )}
    </>
  );
}
