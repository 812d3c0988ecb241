import { Effect, type Layer } from "effect";
import {
  runIdentity,
  type Identity,
  type IdentityError,
  type IdentityOptions,
} from "#src/services/identity/identity.service.ts";
import { rejectWithFailure, runtimeOf, runToPromise } from "#src/services/runtime.ts";
import { TokenStorage, type KeyValueStore } from "#src/services/session/token-storage.ts";

/**
 * Where the identity calls of a page go (spec §6): the operation application's own paths in operation mode,
 * else the tenant's; the aliases override the client's configured ones (from the host's sign-in context).
 */
export interface IdentityScope {
  operation?: boolean;
  applicationAlias?: string | null;
  tenantAlias?: string | null;
  /** The application's owner on this host: sign-up goes to its tenant's or institution's form (spec §7). */
  owner?: IdentityOptions["owner"];
  /** The application's logo, sent with recovery, reset and sign-up (spec §7 bodies). */
  applicationLogoUrl?: string | null;
}

/**
 * What the identity flows' actors need from the outside: where the API is (and in which language), and the
 * browser storage the access token goes to. The hooks build it from `window`; tests pass fakes.
 */
export interface IdentityEnvironment {
  options: IdentityOptions;
  storage(): KeyValueStore;
  /** This tab's own storage (session storage): its token, when it has one, is the current one (independent tabs). */
  tabStorage?(): KeyValueStore;
  /** Operation applications sign in through their own path (spec §6). */
  operation?: boolean;
  /** Tests replace the HTTP adapter (Identity.layerTest). */
  layer?: Layer.Layer<Identity>;
}

/** A test layer runs afresh for each call, as the layer of a real call is built once per scope. */
const runWith = <A>(layer: Layer.Layer<Identity>, program: Effect.Effect<A, IdentityError, Identity>) =>
  runToPromise(runtimeOf(layer), program).catch(rejectWithFailure);

export function identityEffects(environment: IdentityEnvironment) {
  const tokens = TokenStorage.fromStorage(
    environment.storage,
    environment.tabStorage && (() => environment.tabStorage!()),
  );
  return {
    run: <A>(program: Effect.Effect<A, IdentityError, Identity>) =>
      environment.layer ? runWith(environment.layer, program) : runIdentity(environment.options, program),
    storeToken: (token: string) =>
      Effect.runSync(
        Effect.provide(
          Effect.flatMap(TokenStorage, (storage) => storage.write(token)),
          tokens,
        ),
      ),
    readToken: () =>
      Effect.runSync(
        Effect.provide(
          Effect.flatMap(TokenStorage, (storage) => storage.read),
          tokens,
        ),
      ),
  };
}
