import { assign, fromPromise, setup } from "xstate";

export interface SignOutInput {
  samlEnabled: boolean;
  /** Sign-out URL stored at sign-in (e.g. the institution's portal), if any. */
  signOutUrl: string | null;
  /** Hosts a stored sign-out URL may point to (the application's and its tenants' hostnames). */
  allowedHosts: string[];
  /** Where to come back after signing in again; remembered in local storage. */
  redirectUrl: string | null;
}

export type SignOutOutput = { kind: "external"; to: string } | { kind: "navigate"; to: string };

const mustBeProvided = async (): Promise<never> => {
  throw new Error("actor must be provided");
};

export function isAllowedSignOutUrl(url: string | null, allowedHosts: string[]): boolean {
  if (!url) return false;
  try {
    const parsed = new URL(url);
    return (
      (parsed.protocol === "https:" || parsed.protocol === "http:") && allowedHosts.includes(parsed.hostname)
    );
  } catch {
    return false;
  }
}

/**
 * Sign-out (spec §4): clears token, impersonation, last access, current role and rights and remembers a
 * redirect URL; with SAML it asks the server for the logout request and goes there; otherwise to the stored
 * sign-out URL when it is http(s) on an allowed host (no open redirect), else to /auth/signin.
 */
export const signOutMachine = setup({
  types: {
    context: {} as SignOutInput & { destination: SignOutOutput | null },
    input: {} as SignOutInput,
    output: {} as SignOutOutput,
  },
  actors: { requestSamlLogout: fromPromise<{ samlLogoutRequest: string }>(mustBeProvided) },
  actions: {
    clearSession: () => {},
    rememberRedirect: (_, _params: { redirectUrl: string | null }) => {},
  },
  guards: {
    samlEnabled: ({ context }) => context.samlEnabled,
    signOutUrlAllowed: ({ context }) => isAllowedSignOutUrl(context.signOutUrl, context.allowedHosts),
  },
}).createMachine({
  id: "sign-out",
  initial: "clearing",
  context: ({ input }) => ({ ...input, destination: null }),
  states: {
    clearing: {
      entry: [
        "clearSession",
        { type: "rememberRedirect", params: ({ context }) => ({ redirectUrl: context.redirectUrl }) },
      ],
      always: [
        { guard: "samlEnabled", target: "requestingSamlLogout" },
        { guard: "signOutUrlAllowed", target: "toSignOutUrl" },
        { target: "toSignIn" },
      ],
    },
    requestingSamlLogout: {
      invoke: {
        id: "requestSamlLogout",
        src: "requestSamlLogout",
        onDone: {
          target: "toSaml",
          actions: assign({
            destination: ({ event }) => ({ kind: "external" as const, to: event.output.samlLogoutRequest }),
          }),
        },
        onError: [{ guard: "signOutUrlAllowed", target: "toSignOutUrl" }, { target: "toSignIn" }],
      },
    },
    toSaml: { type: "final" },
    toSignOutUrl: {
      type: "final",
      entry: assign({
        destination: ({ context }) => ({ kind: "external" as const, to: context.signOutUrl! }),
      }),
    },
    toSignIn: {
      type: "final",
      entry: assign({ destination: { kind: "navigate" as const, to: "/auth/signin" } }),
    },
  },
  output: ({ context }) => context.destination ?? { kind: "navigate", to: "/auth/signin" },
});
