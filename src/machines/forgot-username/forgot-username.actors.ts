import { Effect } from "effect";
import { fromPromise } from "xstate";
import { Identity } from "#src/services/identity/identity.service.ts";
import { identityEffects, type IdentityEnvironment } from "../flow-kit/identity-environment.ts";
import { forgotUsernameMachine } from "./forgot-username.machine.ts";

/** Username recovery with its real side effect: the user service's username/recover (captcha header). */
export function provideForgotUsername(environment: IdentityEnvironment) {
  const { run } = identityEffects(environment);
  return forgotUsernameMachine.provide({
    actors: {
      recoverUsername: fromPromise(({ input }) =>
        run(
          Effect.flatMap(Identity, (identity) =>
            identity.recoverUsername(input.email, input.captcha, environment.operation ?? false),
          ),
        ),
      ),
    },
  });
}
