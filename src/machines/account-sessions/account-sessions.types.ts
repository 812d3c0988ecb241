import type { AccessSession } from "#src/services/api/access-sessions-api.ts";

export type { AccessSession };

export interface AccountSessionsContext {
  sessions: readonly AccessSession[];
  /** The session being ended, while its call runs. */
  ending: string | null;
}

export type AccountSessionsEvent =
  { type: "END"; sessionId: string } | { type: "END_ALL" } | { type: "RETRY" };
