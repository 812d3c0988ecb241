import { Context, Effect, Layer } from "effect";
import { storageKeys } from "../config.ts";

/** Where the access token lives in the browser (spec §9 storage keys). */
export class TokenStorage extends Context.Service<
  TokenStorage,
  {
    readonly read: Effect.Effect<string | null>;
    readonly write: (token: string) => Effect.Effect<void>;
    readonly clear: Effect.Effect<void>;
  }
>()("sabia/TokenStorage") {
  /** `storage` is looked up on each call, so this layer can be built during a server render. */
  static fromStorage(storage: () => Pick<Storage, "getItem" | "setItem" | "removeItem">) {
    return Layer.succeed(TokenStorage)({
      read: Effect.sync(() => storage().getItem(storageKeys.accessToken)),
      write: (token) => Effect.sync(() => storage().setItem(storageKeys.accessToken, token)),
      clear: Effect.sync(() => storage().removeItem(storageKeys.accessToken)),
    });
  }

  /** An in-memory store for tests and for the server, where there is no browser storage. */
  static memory(initial: string | null = null) {
    let token = initial;
    return Layer.succeed(TokenStorage)({
      read: Effect.sync(() => token),
      write: (next) =>
        Effect.sync(() => {
          token = next;
        }),
      clear: Effect.sync(() => {
        token = null;
      }),
    });
  }
}
