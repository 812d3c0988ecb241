import { appStartMachine } from "#src/machines/app-start/app-start.machine.ts";
import { defineModel } from "../model.ts";

const application = { alias: "artmed-marketplace", title: "Sabiá", hostname: "sabia.dev" };

/** App start (spec §4 "Shell"): with and without a tokenId, each stage succeeding and failing, retry, repeat start. */
export const appStartModel = defineModel({
  name: "app-start",
  machine: appStartMachine,
  complete: true,
  events: (snapshot) => {
    if (snapshot.matches("idle")) {
      return [
        { type: "START", hostname: "sabia.dev", tokenId: "hand-off-code" },
        { type: "START", hostname: "sabia.dev", tokenId: null },
      ];
    }
    if (snapshot.matches("initializingApplication")) {
      return [
        { type: "xstate.done.actor.initializeApplication", output: application },
        { type: "xstate.error.actor.initializeApplication", error: new Error("application unavailable") },
      ];
    }
    if (snapshot.matches("initializingTenant")) {
      return [
        { type: "xstate.done.actor.initializeTenant", output: { alias: "sabia" } },
        { type: "xstate.error.actor.initializeTenant", error: new Error("tenant unavailable") },
      ];
    }
    if (snapshot.matches("resolvingHandOff")) {
      return [
        { type: "xstate.done.actor.resolveHandOff", output: { kind: "none" } },
        {
          type: "xstate.done.actor.resolveHandOff",
          output: { kind: "ask", question: { currentName: "Ana Souza", newName: "Bruno Lima" } },
        },
        { type: "xstate.error.actor.resolveHandOff", error: new Error("hand-off code already used") },
      ];
    }
    // Issue 25: a hand-off for another person than the one signed in here waits for the person's answer.
    if (snapshot.matches("askingHandOff")) return [{ type: "KEEP_SESSION" }, { type: "SWITCH_SESSION" }];
    if (snapshot.matches("initializingAuthentication")) {
      return [
        { type: "xstate.done.actor.initializeAuthentication", output: { hasToken: true } },
        { type: "xstate.error.actor.initializeAuthentication", error: new Error("token refresh failed") },
      ];
    }
    if (snapshot.matches("failed")) return [{ type: "RETRY" }];
    // ready: a repeat call does nothing
    return [{ type: "START", hostname: "other.host", tokenId: "again" }];
  },
  describeEvent: {
    START: "the page loads (host and tokenId read from the address)",
    RETRY: "the person presses Reload on the start-up error",
    KEEP_SESSION: "the person keeps the session already open in this browser",
    SWITCH_SESSION: "the person continues as the handed-off account",
  },
});
