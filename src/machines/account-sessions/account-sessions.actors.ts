import { fromPromise } from "xstate";
import { runAccessSessions } from "#src/services/session/access-sessions.client.ts";
import { bearer } from "#src/services/session/session.client.ts";
import { readToken } from "#src/services/session/session-storage.ts";
import { accountSessionsMachine } from "./account-sessions.machine.ts";
import { withBearer } from "#src/services/api/authorization.ts";

/** An absent token is a 401 like the server's: this tab has no session left. */
const token = () => {
  const value = readToken();
  if (value === null) throw Object.assign(new Error("no token"), { status: 401 });
  return value;
};

/** The sessions machine with its real calls (issue 25 endpoints under /api/auth). */
export const provideAccountSessions = () =>
  accountSessionsMachine.provide({
    actors: {
      listSessions: fromPromise(
        async () =>
          (await runAccessSessions((api) => withBearer(bearer(token()).authorization)(api.listSessions())))
            .sessions,
      ),
      endSession: fromPromise(({ input }: { input: { sessionId: string } }) =>
        runAccessSessions((api) =>
          withBearer(bearer(token()).authorization)(api.endSession({ params: { id: input.sessionId } })),
        ),
      ),
      endAllSessions: fromPromise(() =>
        runAccessSessions((api) => withBearer(bearer(token()).authorization)(api.signOutEverywhere())),
      ),
    },
  });
