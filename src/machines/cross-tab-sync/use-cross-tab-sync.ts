import { useActorRef, useSelector } from "@xstate/react";
import { useCallback, useEffect, useMemo } from "react";
import { storageKeys } from "../../services/config.ts";
import { readToken, writeTabToken } from "../../services/session/session-storage.ts";
import { crossTabSyncMachine } from "./cross-tab-sync.machine.ts";

export type CrossTabDialog = "loggedOut" | "roleChanged" | "disconnected" | null;

/**
 * Watches the access token across tabs (spec §4 "Other tabs") and exposes the dialog to show, if any.
 * Confirming reloads, or signs out through `onSignOut`.
 */
export function useCrossTabSync(options: { independentTabs: boolean; onSignInPage: boolean; onSignOut(): void }) {
  const machine = useMemo(() => crossTabSyncMachine.provide({ actions: { keepTokenForThisTab: (_, params) => writeTabToken(params.token) } }), []);
  const actor = useActorRef(machine, { input: { independentTabs: options.independentTabs, onSignInPage: options.onSignInPage } });
  const snapshot = useSelector(actor, (s) => s);

  useEffect(() => {
    actor.send({ type: "NAVIGATED", onSignInPage: options.onSignInPage });
  }, [actor, options.onSignInPage]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== storageKeys.accessToken) return;
      if (event.newValue === null) actor.send({ type: "TOKEN_REMOVED", tokenStillPresent: readToken() !== null });
      else if (event.newValue !== event.oldValue) actor.send({ type: "TOKEN_CHANGED", token: event.newValue });
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [actor]);

  const { onSignOut } = options;
  useEffect(() => {
    if (snapshot.status !== "done") return;
    if (snapshot.matches("reloading")) window.location.reload();
    else onSignOut();
  }, [snapshot, onSignOut]);

  const dialog: CrossTabDialog = snapshot.matches("loggedOutDialog")
    ? "loggedOut"
    : snapshot.matches("roleChangedDialog")
      ? "roleChanged"
      : snapshot.matches("disconnectedDialog")
        ? "disconnected"
        : null;
  const confirm = useCallback(() => actor.send({ type: "CONFIRM" }), [actor]);
  const sessionDropped = useCallback(() => actor.send({ type: "SESSION_DROPPED" }), [actor]);
  return { dialog, confirm, sessionDropped };
}
