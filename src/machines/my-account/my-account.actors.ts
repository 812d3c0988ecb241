import { Effect } from "effect";
import { fromPromise } from "xstate";
import type { Me, MePatch } from "#src/services/api/identity-api.ts";
import { Identity, IdentityError } from "#src/services/identity/identity.service.ts";
import { identityEffects, type IdentityEnvironment } from "../flow-kit/identity-environment.ts";
import { announceAccountPhoto } from "./account-photo-event.ts";
import { myAccountMachine } from "./my-account.machine.ts";

/** My Account's calls with the stored token: GET me, PATCH me, PATCH me/photo. */
export function provideMyAccount(environment: IdentityEnvironment) {
  const { run, readToken } = identityEffects(environment);
  const token = () => {
    const value = readToken();
    if (!value) throw new IdentityError({ failure: "invalidCredentials", field: null, status: 401 });
    return value;
  };
  return myAccountMachine.provide({
    actors: {
      loadMe: fromPromise(() => run(Effect.flatMap(Identity, (identity) => identity.me(token())))),
      saveMe: fromPromise(({ input }) =>
        run(Effect.flatMap(Identity, (identity) => identity.updateMe(token(), input))),
      ),
      uploadPhoto: fromPromise(async ({ input }) => {
        const saved = await run(Effect.flatMap(Identity, (identity) => identity.uploadPhoto(token(), input)));
        announceAccountPhoto(saved.photoUrl);
        return saved;
      }),
      removePhoto: fromPromise(async () => {
        const removed = await run(Effect.flatMap(Identity, (identity) => identity.removePhoto(token())));
        announceAccountPhoto(null);
        return removed;
      }),
    },
  });
}

/** GET me with the stored token (the shell reads the account's language and theme with it); null when signed out. */
export async function loadAccount(environment: IdentityEnvironment): Promise<Me | null> {
  const { run, readToken } = identityEffects(environment);
  const token = readToken();
  return token ? run(Effect.flatMap(Identity, (identity) => identity.me(token))) : null;
}

/**
 * PATCH me with a change made from the current account (the header's sign-language switch and the footer's text
 * size save a signed-in person's choice, ADR 039); nothing when signed out.
 */
export async function saveAccountChange(environment: IdentityEnvironment, change: (me: Me) => MePatch) {
  const { run, readToken } = identityEffects(environment);
  const token = readToken();
  if (!token) return;
  const me = await run(Effect.flatMap(Identity, (identity) => identity.me(token)));
  await run(Effect.flatMap(Identity, (identity) => identity.updateMe(token, change(me))));
}
