import { crossTabSyncMachine } from "#src/machines/cross-tab-sync/cross-tab-sync.machine.ts";
import { impersonationMachine } from "#src/machines/impersonation/impersonation.machine.ts";
import { signOutMachine } from "#src/machines/sign-out/sign-out.machine.ts";
import { defineModel } from "../model.ts";

/**
 * Impersonation: the person looked up (not found, no role, their roles), fields missing, refused (not an
 * operator), started, left; resumed after a reload.
 */
export const impersonationModel = defineModel({
  name: "impersonation",
  machine: impersonationMachine,
  complete: true,
  inputs: [
    { record: null, currentPath: "/usuarios" },
    { record: { originPath: "/usuarios", redirect: "/" }, currentPath: "/" },
  ],
  events: (snapshot) => {
    if (snapshot.matches("idle")) {
      return [
        { type: "LOOK_UP", username: " " },
        { type: "LOOK_UP", username: "aluno" },
        { type: "START", username: "", roleAlias: "basic" },
        { type: "START", username: "aluno", roleAlias: "basic" },
      ];
    }
    if (snapshot.matches("lookingUp")) {
      return [
        {
          type: "xstate.done.actor.lookUpRoles",
          output: { username: "aluno", choices: [{ roleAlias: "aluno", roleName: "Aluno", scope: "sabia" }] },
        },
        { type: "xstate.done.actor.lookUpRoles", output: { username: "aluno", choices: [] } },
        { type: "xstate.error.actor.lookUpRoles", error: { failure: "personNotFound" } },
        { type: "xstate.error.actor.lookUpRoles", error: { failure: "staffNotImpersonable" } },
      ];
    }
    if (snapshot.matches("signingIn")) {
      return [
        { type: "xstate.done.actor.impersonate", output: { token: "t-aluno", redirect: "/" } },
        { type: "xstate.error.actor.impersonate", error: { failure: "unexpected" } },
      ];
    }
    if (snapshot.matches("active")) return [{ type: "LEAVE" }];
    return [];
  },
  describeEvent: {
    LOOK_UP: "the operator looks the person up by username",
    START: "the operator asks to access as another user",
    LEAVE: "the operator leaves the impersonation",
  },
});

/** Other tabs: removed / changed token, independent tabs, sign-in page, dropped session, confirmations. */
export const crossTabSyncModel = defineModel({
  name: "cross-tab-sync",
  machine: crossTabSyncMachine,
  complete: true,
  inputs: [
    { independentTabs: false, onSignInPage: false },
    { independentTabs: true, onSignInPage: false },
  ],
  events: (snapshot) => {
    if (snapshot.matches("watching")) {
      return [
        { type: "TOKEN_REMOVED", tokenStillPresent: false },
        { type: "TOKEN_REMOVED", tokenStillPresent: true },
        { type: "TOKEN_CHANGED", token: "other" },
        { type: "SESSION_DROPPED" },
        { type: "NAVIGATED", onSignInPage: !snapshot.context.onSignInPage },
        { type: "SETTINGS", independentTabs: !snapshot.context.independentTabs },
      ];
    }
    if (
      snapshot.matches("loggedOutDialog") ||
      snapshot.matches("roleChangedDialog") ||
      snapshot.matches("disconnectedDialog")
    ) {
      return [{ type: "CONFIRM" }];
    }
    return [];
  },
  describeEvent: {
    TOKEN_REMOVED: "another tab signs out",
    TOKEN_CHANGED: "another tab switches role (new token)",
    SESSION_DROPPED: "the API reports the session gone",
    NAVIGATED: "this tab moves to or away from the sign-in page",
    SETTINGS: "this tab moves to a page of an application with the other independent-tabs setting",
    CONFIRM: "the person confirms the dialog",
  },
});

/** Sign-out: SAML (answered, failing), stored sign-out URL on an allowed host or not, plain. */
export const signOutModel = defineModel({
  name: "sign-out",
  machine: signOutMachine,
  complete: true,
  inputs: [
    { samlEnabled: true, signOutUrl: null, allowedHosts: ["sabia.dev"], redirectUrl: "/meus-cursos" },
    {
      samlEnabled: true,
      signOutUrl: "https://sabia.dev/sair",
      allowedHosts: ["sabia.dev"],
      redirectUrl: null,
    },
    {
      samlEnabled: false,
      signOutUrl: "https://sabia.dev/sair",
      allowedHosts: ["sabia.dev"],
      redirectUrl: null,
    },
    {
      samlEnabled: false,
      signOutUrl: "https://evil.example/",
      allowedHosts: ["sabia.dev"],
      redirectUrl: null,
    },
  ],
  events: (snapshot) =>
    snapshot.matches("requestingSamlLogout")
      ? [
          {
            type: "xstate.done.actor.requestSamlLogout",
            output: { samlLogoutRequest: "https://idp.example/logout?r=1" },
          },
          { type: "xstate.error.actor.requestSamlLogout", error: new Error("idp down") },
        ]
      : [],
});
