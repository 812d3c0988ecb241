import { Context, Effect, Layer } from "effect";
import { storageKeys } from "../config.ts";
import { currentToken, writeSessionHint } from "./session-storage.ts";

export type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Where the access token lives in the browser (spec §9 storage keys). */
export class TokenStorage extends Context.Service<
  TokenStorage,
  {
    readonly read: Effect.Effect<string | null>;
    readonly write: (token: string) => Effect.Effect<void>;
    readonly clear: Effect.Effect<void>;
  }
>()("sabia/TokenStorage") {
  /**
   * `storage` (and `tab`) are looked up on each call, so this layer can be built during a server render.
   * With `tab` (session storage, independent tabs), the current token is the tab's own when it has one
   * (currentToken, as the session flows read it), and a new token replaces the tab's (the other tabs' shared
   * token is not theirs to change); clear drops both.
   */
  static fromStorage(storage: () => KeyValueStore, tab?: () => KeyValueStore) {
    const tabHasToken = () => tab !== undefined && tab().getItem(storageKeys.sessionToken) !== null;
    return Layer.succeed(TokenStorage)({
      read: Effect.sync(() => currentToken(storage(), tab?.())),
      write: (token) =>
        Effect.sync(() => {
          if (tabHasToken()) tab!().setItem(storageKeys.sessionToken, token);
          else storage().setItem(storageKeys.accessToken, token);
          writeSessionHint(true);
        }),
      clear: Effect.sync(() => {
        storage().removeItem(storageKeys.accessToken);
        tab?.().removeItem(storageKeys.sessionToken);
        writeSessionHint(false);
      }),
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
