import { safeReturnPath } from "../safe-redirect.ts";

/** What a click on a notification does (spec §4): a new window, an in-app navigation, or its own dialog. */
export type NotificationTarget =
  { kind: "external"; url: string } | { kind: "internal"; path: string } | { kind: "none" };

interface Targeted {
  recipientTargetUrl: string | null;
  notificationTargetUrl: string | null;
}

const none: NotificationTarget = { kind: "none" };

/**
 * The recipient's target wins over the notification's. An http(s) address opens in a new window; a path on this
 * site navigates; anything else (no URL, another scheme, a path that could leave the site) shows the dialog.
 */
export function notificationTarget(notification: Targeted): NotificationTarget {
  const url = (notification.recipientTargetUrl ?? notification.notificationTargetUrl ?? "").trim();
  if (url === "") return none;
  if (/^https?:\/\//i.test(url)) {
    try {
      return { kind: "external", url: new URL(url).href };
    } catch {
      return none;
    }
  }
  const path = safeReturnPath(url, "");
  return path === "" ? none : { kind: "internal", path };
}
