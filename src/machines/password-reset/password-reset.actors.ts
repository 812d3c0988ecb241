import { Effect } from "effect";
import { fromPromise } from "xstate";
import { Identity } from "#src/services/identity/identity.service.ts";
import { identityEffects, type IdentityEnvironment } from "../flow-kit/identity-environment.ts";
import { passwordResetMachine } from "./password-reset.machine.ts";

/** Password reset with its real side effects: password/reset, reset/check/{token}, password/confirm. */
export function providePasswordReset(environment: IdentityEnvironment) {
  const { run } = identityEffects(environment);
  return passwordResetMachine.provide({
    actors: {
      requestLink: fromPromise(({ input }) =>
        run(
          Effect.flatMap(Identity, (identity) =>
            identity.requestPasswordReset(input.user, input.captcha, environment.operation ?? false),
          ),
        ),
      ),
      checkToken: fromPromise(({ input }) =>
        run(Effect.flatMap(Identity, (identity) => identity.checkResetToken(input.token))),
      ),
      confirmPassword: fromPromise(({ input }) =>
        run(Effect.flatMap(Identity, (identity) => identity.confirmPassword(input.token, input.password))),
      ),
    },
  });
}
