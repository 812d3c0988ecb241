import { useCallback, useEffect, useId, useRef, useState } from "react";
import type { SessionInfo } from "#src/services/session/session-info.ts";
import { NotificationBell, type MenuFocus } from "#src/views/notifications/notification-bell.view.tsx";
import { useDismiss } from "#src/views/ui/use-dismiss.ts";

type Menu = typeof import("./notifications-menu.tsx").default;

/**
 * The platform header's bell. The bell is part of the page; its menu, machine and actors load just after
 * hydration (so the platform pages keep their first-visit JavaScript in budget) and report the unread count
 * for the dot. A click before they arrive opens the menu, which fills in when they do.
 */
export function DeferredNotificationBell({ session }: { session: SessionInfo }) {
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const bellRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [focus, setFocus] = useState<MenuFocus>("first");
  const [unreadCount, setUnreadCount] = useState(0);
  const [Menu, setMenu] = useState<{ Menu: Menu } | null>(null);
  useEffect(() => {
    let live = true;
    void import("./notifications-menu.tsx").then((module) => live && setMenu({ Menu: module.default }));
    return () => {
      live = false;
    };
  }, []);
  const closeQuietly = useCallback(() => setOpen(false), []);
  useDismiss(containerRef, open, closeQuietly);
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) bellRef.current?.focus();
  }, []);

  return (
    <NotificationBell
      containerRef={containerRef}
      bellRef={bellRef}
      unreadCount={unreadCount}
      open={open}
      panelId={panelId}
      onOpen={(where) => {
        setFocus(where);
        setOpen(true);
      }}
      onClose={closeQuietly}
    >
      {Menu && (
        <Menu.Menu
          session={session}
          open={open}
          focus={focus}
          panelId={panelId}
          onClose={close}
          onUnreadCount={setUnreadCount}
        />
      )}
    </NotificationBell>
  );
}
