import { Effect } from "effect";
import { fromPromise } from "xstate";
import { Identity, IdentityError } from "#src/services/identity/identity.service.ts";
import { identityEffects, type IdentityEnvironment } from "../flow-kit/identity-environment.ts";
import { passwordChangeMachine } from "./password-change.machine.ts";

/**
 * Expired/temporary password change: PUT me/password with the stored token; the fresh token it returns
 * replaces the stored one (it no longer carries the temporary-password state).
 */
export function providePasswordChange(environment: IdentityEnvironment) {
  const { run, readToken, storeToken } = identityEffects(environment);
  return passwordChangeMachine.provide({
    actors: {
      changePassword: fromPromise(async ({ input }) => {
        const token = readToken();
        if (!token) throw new IdentityError({ failure: "invalidCredentials", field: null, status: null });
        const { accessToken } = await run(
          Effect.flatMap(Identity, (identity) =>
            identity.changeMyPassword(token, input.currentPassword, input.newPassword),
          ),
        );
        storeToken(accessToken);
      }),
    },
  });
}
