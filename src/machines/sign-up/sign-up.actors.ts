import { Effect } from "effect";
import { fromPromise } from "xstate";
import { Identity } from "#src/services/identity/identity.service.ts";
import { identityEffects, type IdentityEnvironment } from "../flow-kit/identity-environment.ts";
import { signUpMachine } from "./sign-up.machine.ts";

/** Sign-up with its real side effects: POST tenants/{tenant}?sendEmail=true (captcha header), token stored. */
export function provideSignUp(environment: IdentityEnvironment) {
  const { run, storeToken } = identityEffects(environment);
  return signUpMachine.provide({
    actors: {
      createAccount: fromPromise(async ({ input: { form, captcha } }) => {
        const payload = {
          cpf: form.cpf,
          name: form.name,
          email: form.email,
          username: form.username,
          password: form.password,
          cellphone: form.cellphone,
        };
        const { accessToken } = await run(
          Effect.flatMap(Identity, (identity) => identity.signUp(payload, captcha)),
        );
        return { token: accessToken };
      }),
    },
    actions: {
      storeToken: (_, params) => storeToken(params.token),
    },
  });
}
