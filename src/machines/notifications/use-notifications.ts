import { useEffect, useRef } from "react";
import { useFlowRuntime } from "../flow-kit/use-flow-runtime.ts";
import type { NotificationsApi } from "./notifications.connect.ts";
import { idleNotifications } from "./notifications.idle.ts";
import type { NotificationsExits } from "./notifications.runtime.ts";
import type { NotificationsEvent } from "./notifications.types.ts";

/**
 * The header's notifications: the machine and its Effect actors load after hydration (the bell shows no dot
 * meanwhile; a click made before they arrive is delivered when they do). `roleKey` names the current role:
 * when it changes the list reloads (spec §4).
 */
export function useNotifications(
  language: string,
  roleKey: string,
  exits: NotificationsExits,
): NotificationsApi {
  const exitsRef = useRef(exits);
  useEffect(() => {
    exitsRef.current = exits;
  });
  const api = useFlowRuntime<NotificationsApi, NotificationsEvent>(idleNotifications, (onChange) =>
    import("./notifications.runtime.ts").then(({ runNotifications }) =>
      runNotifications(
        language,
        {
          openExternal: (url) => exitsRef.current.openExternal(url),
          openInternal: (path) => exitsRef.current.openInternal(path),
        },
        onChange,
      ),
    ),
  );
  const firstRole = useRef(roleKey);
  const { roleChanged } = api;
  useEffect(() => {
    if (firstRole.current === roleKey) return;
    firstRole.current = roleKey;
    roleChanged();
  }, [roleKey, roleChanged]);
  return api;
}
