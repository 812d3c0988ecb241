import { useCallback, useEffect, useRef } from "react";
import { storageKeys } from "#src/services/config.ts";
import { readToken } from "#src/services/session/session-storage.ts";
import { useFlowRuntime } from "../flow-kit/use-flow-runtime.ts";
import type { CrossTabSyncApi } from "./cross-tab-sync.connect.ts";
import type { CrossTabSyncEvent } from "./cross-tab-sync.machine.ts";

const idle = (send: (event: CrossTabSyncEvent) => void): CrossTabSyncApi => ({
  dialog: null,
  outcome: null,
  send,
});

/**
 * Watches the access token across tabs (spec §4 "Other tabs") and exposes the dialog to show, if any.
 * Confirming reloads, or signs out through `onSignOut`. The machine loads after hydration
 * (cross-tab-sync.runtime.ts); events seen before it is there are queued and delivered in order.
 */
export function useCrossTabSync(options: {
  independentTabs: boolean;
  onSignInPage: boolean;
  onSignOut(): void;
  /** This tab took for itself a token another tab stored (independent tabs): read the session again. */
  onTokenKept?(): void;
}) {
  const input = { independentTabs: options.independentTabs, onSignInPage: options.onSignInPage };
  // The machine starts once; the latest callback is the one to call.
  const onTokenKept = useRef(options.onTokenKept);
  onTokenKept.current = options.onTokenKept;
  const { dialog, outcome, send } = useFlowRuntime<CrossTabSyncApi, CrossTabSyncEvent>(idle, (onChange) =>
    import("./cross-tab-sync.runtime.ts").then(({ runCrossTabSync }) =>
      runCrossTabSync(input, onChange, () => onTokenKept.current?.()),
    ),
  );
  // `send` changes once, when the machine has loaded (a repeated NAVIGATED with the same value changes nothing).
  useEffect(() => {
    send({ type: "NAVIGATED", onSignInPage: options.onSignInPage });
  }, [send, options.onSignInPage]);
  // The setting can change with the page (a hosted application's own setting, spec §4 "Other tabs").
  useEffect(() => {
    send({ type: "SETTINGS", independentTabs: options.independentTabs });
  }, [send, options.independentTabs]);

  // The watcher attaches after hydration, and this layout mounts only once the guard has accepted a token: a token
  // already gone by then was removed by another tab while this one was loading (its storage event came too early).
  useEffect(() => {
    if (!options.onSignInPage && readToken() === null)
      send({ type: "TOKEN_REMOVED", tokenStillPresent: false });
    // Once per mount: later removals arrive as storage events; this tab's own sign-out leaves the layout.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== storageKeys.accessToken) return;
      if (event.newValue === null) send({ type: "TOKEN_REMOVED", tokenStillPresent: readToken() !== null });
      else if (event.newValue !== event.oldValue) send({ type: "TOKEN_CHANGED", token: event.newValue });
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [send]);

  const { onSignOut } = options;
  useEffect(() => {
    if (outcome === "reload") window.location.reload();
    else if (outcome === "signOut") onSignOut();
  }, [outcome, onSignOut]);

  const confirm = useCallback(() => send({ type: "CONFIRM" }), [send]);
  const sessionDropped = useCallback(() => send({ type: "SESSION_DROPPED" }), [send]);
  return { dialog, confirm, sessionDropped };
}
