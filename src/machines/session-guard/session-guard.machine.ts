import { assign, fromPromise, setup } from "xstate";
import { safeReturnPath } from "#src/domain/safe-redirect.ts";
import { countRightsEntries, onlyRoleChoice, type RoleChoice } from "#src/domain/session/session-types.ts";
import type {
  GuardDecision,
  SessionFacts,
  SessionGuardContext,
  SessionGuardInput,
} from "./session-guard.types.ts";

const mustBeProvided = async (): Promise<never> => {
  throw new Error("actor must be provided");
};

export const paths = {
  signIn: "/auth/signin",
  expiredPassword: "/auth/password/expired",
  roleNotFound: "/role-not-found",
  welcome: "/welcome",
} as const;

const here = (context: SessionGuardContext) => `${context.page.pathname}${context.page.search}`;

/** A `decide` action whose decision is computed from the context when the transition is taken. */
const decide = (decision: (context: SessionGuardContext) => GuardDecision) => ({
  type: "decide" as const,
  params: ({ context }: { context: SessionGuardContext }) => ({ decision: decision(context) }),
});
const redirectTo = (to: (context: SessionGuardContext) => string) =>
  decide((context) => ({ kind: "redirect", to: to(context) }));
const allow = decide(() => ({ kind: "allow" }));
const unreachable = decide(() => ({ kind: "unreachable" }));
const signIn = redirectTo((context) => `${paths.signIn}?returnUrl=${encodeURIComponent(here(context))}`);

/**
 * Session guard (spec §4 "Session and guards"), run for each page of the authenticated layout: SAML
 * auto-redirect, unauthenticated, start-up refresh failure, temporary password, no rights, one rights entry
 * (assumed automatically), several (→ /welcome), and the returnUrl of a hand-off app start took. Ends with a
 * decision.
 */
export const sessionGuardMachine = setup({
  types: {
    context: {} as SessionGuardContext,
    input: {} as SessionGuardInput,
    output: {} as GuardDecision,
  },
  actors: {
    loadSession: fromPromise<SessionFacts>(mustBeProvided),
    assumeRole: fromPromise<void, RoleChoice>(mustBeProvided),
  },
  actions: {
    clearToken: () => {},
    decide: assign((_, params: { decision: GuardDecision }) => ({ decision: params.decision })),
  },
  guards: {
    samlAutoRedirect: ({ context }) =>
      context.saml.enabled && context.saml.requestUrl !== null && !context.hasToken,
    hasToken: ({ context }) => context.hasToken,
    /**
     * The server refused the token: the failed call came back with an HTTP error status (401 and the like). No
     * answer at all has no status; nor is a 200 whose body never arrived (the page was left between the headers
     * and the body, and the client reports the answer's status with the failed read) a refusal (ADR 026).
     */
    serverRefused: ({ event }) => {
      const error = (event as { error?: { status?: unknown } }).error;
      return typeof error?.status === "number" && error.status >= 400;
    },
    mustChangePassword: ({ context }) => context.session!.temporaryPassword && !context.session!.impersonated,
    noRightsElsewhere: ({ context }) =>
      countRightsEntries(context.session!.rights) === 0 && context.page.pathname !== paths.roleNotFound,
    noRights: ({ context }) => countRightsEntries(context.session!.rights) === 0,
    hasCurrentRole: ({ context }) => context.session!.currentRole !== null,
    singleEntry: ({ context }) => countRightsEntries(context.session!.rights) === 1,
    /**
     * Several entries and no current role send the person to /welcome, unless they are there, or on /role-not-found:
     * where a role the person chose could not be assumed (§4), sending them back would hide the failure.
     */
    notOnWelcome: ({ context }) =>
      context.page.pathname !== paths.welcome && context.page.pathname !== paths.roleNotFound,
    handedOffWithReturnUrl: ({ context }) =>
      context.handedOff && new URLSearchParams(context.page.search).has("returnUrl"),
  },
}).createMachine({
  id: "session-guard",
  initial: "deciding",
  context: ({ input }) => ({ ...input, session: null, decision: null }),
  states: {
    deciding: {
      always: [
        {
          guard: "samlAutoRedirect",
          target: "decided",
          actions: decide((c) => ({ kind: "external", to: c.saml.requestUrl! })),
        },
        { guard: "hasToken", target: "loadingSession" },
        { target: "decided", actions: signIn },
      ],
    },
    loadingSession: {
      invoke: {
        id: "loadSession",
        src: "loadSession",
        onDone: { target: "evaluating", actions: assign({ session: ({ event }) => event.output }) },
        // A start-up refresh failure clears the token (§4) when the server refused it. A call that got no answer,
        // or whose answer was cut off, says nothing about the token, which every tab shares: a page being left
        // cancels its call (before the headers or while the body is read), and clearing then would sign the other
        // tabs out. So the token stays; the page offers a retry.
        onError: [
          { guard: "serverRefused", target: "decided", actions: ["clearToken", signIn] },
          { target: "decided", actions: unreachable },
        ],
      },
    },
    evaluating: {
      always: [
        {
          guard: "mustChangePassword",
          target: "decided",
          actions: redirectTo((c) => `${paths.expiredPassword}?returnUrl=${encodeURIComponent(here(c))}`),
        },
        { guard: "noRightsElsewhere", target: "decided", actions: redirectTo(() => paths.roleNotFound) },
        { guard: "noRights", target: "decided", actions: allow },
        { guard: "hasCurrentRole", target: "afterHandOff" },
        { guard: "singleEntry", target: "assumingRole" },
        { guard: "notOnWelcome", target: "decided", actions: redirectTo(() => paths.welcome) },
        { target: "decided", actions: allow },
      ],
    },
    afterHandOff: {
      always: [
        {
          guard: "handedOffWithReturnUrl",
          target: "decided",
          actions: redirectTo((c) => safeReturnPath(new URLSearchParams(c.page.search).get("returnUrl"))),
        },
        { target: "decided", actions: allow },
      ],
    },
    assumingRole: {
      invoke: {
        id: "assumeRole",
        src: "assumeRole",
        input: ({ context }) => onlyRoleChoice(context.session!.rights)!,
        onDone: { target: "decided", actions: allow },
        onError: { target: "decided", actions: redirectTo(() => paths.roleNotFound) },
      },
    },
    decided: { type: "final" },
  },
  output: ({ context }) => context.decision ?? { kind: "allow" },
});
