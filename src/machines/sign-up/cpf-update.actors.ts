import { Effect } from "effect";
import { fromPromise } from "xstate";
import { onlyDigits } from "#src/domain/identity/person-rules.ts";
import { Identity, IdentityError } from "#src/services/identity/identity.service.ts";
import { identityEffects, type IdentityEnvironment } from "../flow-kit/identity-environment.ts";
import { cpfUpdateMachine } from "./cpf-update.machine.ts";

/** CPF update with its real side effects: GET me and PATCH me with the stored token. */
export function provideCpfUpdate(environment: IdentityEnvironment) {
  const { run, readToken } = identityEffects(environment);
  const token = () => {
    const stored = readToken();
    if (!stored) throw new IdentityError({ failure: "invalidCredentials", field: null, status: null });
    return stored;
  };
  return cpfUpdateMachine.provide({
    actors: {
      loadProfile: fromPromise(async () => {
        const me = await run(Effect.flatMap(Identity, (identity) => identity.me(token())));
        return { cpf: me.cpf };
      }),
      saveCpf: fromPromise(async ({ input }) => {
        const me = await run(
          Effect.flatMap(Identity, (identity) => identity.updateMe(token(), { cpf: onlyDigits(input.cpf) })),
        );
        return { cpf: me.cpf };
      }),
    },
  });
}
