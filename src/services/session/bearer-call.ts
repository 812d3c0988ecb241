import { Effect } from "effect";
import { CallFailed } from "../runtime.ts";
import { TokenStorage } from "./token-storage.ts";

const signedOut = new CallFailed(401, null, "No access token: the person is not signed in.");

/**
 * A call with the stored token as `Bearer …`; without one nothing is sent (a 401, as the server would answer).
 * Built once per client from the TokenStorage in context.
 */
export const bearerCall = Effect.gen(function* () {
  const tokens = yield* TokenStorage;
  return <A, E>(call: (authorization: string) => Effect.Effect<A, E>): Effect.Effect<A, unknown> =>
    Effect.flatMap(tokens.read, (token): Effect.Effect<A, unknown> =>
      token === null ? Effect.fail(signedOut) : call(`Bearer ${token}`),
    );
});
