import type {
  ApplicationInfo,
  AuthenticationInfo,
  TenantInfo,
} from "#src/services/application/application.service.ts";

export type { ApplicationInfo, AuthenticationInfo, TenantInfo };

export interface AppStartContext {
  hostname: string | null;
  application: ApplicationInfo | null;
  tenant: TenantInfo | null;
  authenticated: boolean;
  /** The stage that failed, when start-up could not complete. */
  failedStage: "application" | "tenant" | null;
  /**
   * This start took a `?tokenId=` hand-off (not refused, not declined): the session guard then sends a person with
   * a current role on to the address's returnUrl (spec §4).
   */
  handedOff: boolean;
  /** A hand-off for another person than the one signed in here: the question asked before switching (issue 25). */
  handOffQuestion: HandOffQuestion | null;
}

export interface HandOffQuestion {
  currentName: string;
  newName: string;
}

/** What a `?tokenId=` hand-off comes to: nothing to do, taken at once, or a question for the person. */
export type HandOffResolution = { kind: "none" } | { kind: "ask"; question: HandOffQuestion };

export type AppStartEvent =
  /** The address the app was opened with; tokenId is the `tokenId` query value, if any. */
  | { type: "START"; hostname: string; tokenId: string | null }
  | { type: "RETRY" }
  /** The hand-off question's answers: stay signed in as who is here, or continue as the handed-off person. */
  | { type: "KEEP_SESSION" }
  | { type: "SWITCH_SESSION" };
