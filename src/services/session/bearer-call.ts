import { Effect } from "effect";
import { withBearer } from "../api/authorization.ts";
import { CallFailed } from "../runtime.ts";
import { TokenStorage } from "./token-storage.ts";

const signedOut = new CallFailed(401, null, "No access token: the person is not signed in.");

/**
 * A call with the stored token as `Bearer …` (the Authorization middleware's client side sends it, ADR 097); without
 * one nothing is sent (a 401, as the server would answer). Built once per client from the TokenStorage in context.
 */
export const bearerCall = Effect.gen(function* () {
  const tokens = yield* TokenStorage;
  return <A, E>(call: () => Effect.Effect<A, E>): Effect.Effect<A, unknown> =>
    Effect.flatMap(tokens.read, (token): Effect.Effect<A, unknown> =>
      token === null ? Effect.fail(signedOut) : withBearer(`Bearer ${token}`)(call()),
    );
});
