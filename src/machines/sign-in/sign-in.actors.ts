import { Effect } from "effect";
import { fromPromise } from "xstate";
import { Identity, IdentityError } from "#src/services/identity/identity.service.ts";
import { identityEffects, type IdentityEnvironment } from "../flow-kit/identity-environment.ts";
import { signInMachine } from "./sign-in.machine.ts";
import type { SignInOutcome } from "./sign-in.types.ts";

/** The sign-in machine with its real side effects: the identity adapter's calls and the token storage. */
export function provideSignIn(environment: IdentityEnvironment) {
  const { run, storeToken } = identityEffects(environment);
  return signInMachine.provide({
    actors: {
      signIn: fromPromise(async ({ input }): Promise<SignInOutcome> => {
        const answer = await run(
          Effect.flatMap(Identity, (identity) =>
            identity.signIn({ ...input, operation: environment.operation ?? false }),
          ),
        );
        if (answer.accessToken) return { kind: "token", token: answer.accessToken };
        if (answer.secondFactor) return { kind: "secondFactor", challenge: answer.secondFactor };
        throw new IdentityError({ failure: "unexpected", field: null, status: null });
      }),
      validateCode: fromPromise(async ({ input }) => {
        const { accessToken } = await run(
          Effect.flatMap(Identity, (identity) => identity.validateCode(input.challengeId, input.code)),
        );
        return { token: accessToken };
      }),
      resendCode: fromPromise(({ input }) =>
        run(Effect.flatMap(Identity, (identity) => identity.resendCode(input.challengeId, input.channel))),
      ),
    },
    actions: {
      storeToken: (_, params) => storeToken(params.token),
    },
  });
}
