import { assign, setup } from "xstate";

export interface CrossTabSyncInput {
  independentTabs: boolean;
  onSignInPage: boolean;
}

export type CrossTabSyncEvent =
  /** Another tab removed the access token (storage event). */
  | { type: "TOKEN_REMOVED"; tokenStillPresent: boolean }
  /** Another tab stored a different access token. */
  | { type: "TOKEN_CHANGED"; token: string }
  /** The session dropped (the API answered 401 to a token this tab holds). */
  | { type: "SESSION_DROPPED" }
  | { type: "NAVIGATED"; onSignInPage: boolean }
  /** The page now shows an application whose independent-tabs setting differs (a hosted application's page). */
  | { type: "SETTINGS"; independentTabs: boolean }
  | { type: "CONFIRM" };

/**
 * Other tabs (spec §4): a token removed elsewhere → "logged out" error dialog, confirm signs out (or reloads
 * if a token exists again); a token changed elsewhere → "role changed" alert and reload, unless tabs are
 * independent, when the new token goes to this tab's session storage. Both ignored on the sign-in page.
 * A dropped session shows the disconnected dialog.
 */
export const crossTabSyncMachine = setup({
  types: {
    context: {} as CrossTabSyncInput & { tokenPresentOnConfirm: boolean },
    events: {} as CrossTabSyncEvent,
    input: {} as CrossTabSyncInput,
    output: {} as { action: "reload" | "signOut" },
  },
  actions: {
    keepTokenForThisTab: (_, _params: { token: string }) => {},
  },
  guards: {
    onSignInPage: ({ context }) => context.onSignInPage,
    independentTabs: ({ context }) => context.independentTabs,
    tokenPresent: ({ context }) => context.tokenPresentOnConfirm,
  },
}).createMachine({
  id: "cross-tab-sync",
  initial: "watching",
  context: ({ input }) => ({ ...input, tokenPresentOnConfirm: false }),
  on: {
    NAVIGATED: { actions: assign({ onSignInPage: ({ event }) => event.onSignInPage }) },
    SETTINGS: { actions: assign({ independentTabs: ({ event }) => event.independentTabs }) },
  },
  states: {
    watching: {
      on: {
        TOKEN_REMOVED: [
          { guard: "onSignInPage" },
          {
            target: "loggedOutDialog",
            actions: assign({ tokenPresentOnConfirm: ({ event }) => event.tokenStillPresent }),
          },
        ],
        TOKEN_CHANGED: [
          { guard: "onSignInPage" },
          {
            guard: "independentTabs",
            actions: { type: "keepTokenForThisTab", params: ({ event }) => ({ token: event.token }) },
          },
          { target: "roleChangedDialog" },
        ],
        SESSION_DROPPED: { target: "disconnectedDialog" },
      },
    },
    loggedOutDialog: {
      on: { CONFIRM: [{ guard: "tokenPresent", target: "reloading" }, { target: "signingOut" }] },
    },
    roleChangedDialog: { on: { CONFIRM: "reloading" } },
    disconnectedDialog: { on: { CONFIRM: "signingOut" } },
    reloading: { type: "final" },
    signingOut: { type: "final" },
  },
  output: ({ context }) => ({ action: context.tokenPresentOnConfirm ? "reload" : "signOut" }),
});
