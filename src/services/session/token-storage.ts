import { Context, Effect, Layer } from "effect";
import { browserTokenStore, tokenStore, type KeyValueStore } from "./session-storage.ts";

export type { KeyValueStore };

type Store = ReturnType<typeof tokenStore>;

const fromStore = (store: Store) =>
  Layer.succeed(TokenStorage)({
    read: Effect.sync(() => store.read()),
    write: (token) => Effect.sync(() => store.write(token)),
    replace: (token) => Effect.sync(() => store.replace(token)),
    keepForThisTab: (token) => Effect.sync(() => store.keepForThisTab(token)),
    clear: Effect.sync(() => store.clear()),
  });

/** Where the access token lives in the browser (spec §9 storage keys); the only writer of it (tokenStore). */
export class TokenStorage extends Context.Service<
  TokenStorage,
  {
    readonly read: Effect.Effect<string | null>;
    readonly write: (token: string) => Effect.Effect<void>;
    /** A new session for every tab: the shared token, and this tab's own is dropped. */
    readonly replace: (token: string) => Effect.Effect<void>;
    /** Independent tabs: this tab keeps its own token. */
    readonly keepForThisTab: (token: string) => Effect.Effect<void>;
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
    return fromStore(tokenStore(storage, tab));
  }

  /** This browser's local and session storage. */
  static readonly browser = Layer.suspend(() => fromStore(browserTokenStore));

  /** An in-memory store for tests and for the server, where there is no browser storage. */
  static memory(initial: string | null = null) {
    let token = initial;
    const set = (next: string | null) =>
      Effect.sync(() => {
        token = next;
      });
    return Layer.succeed(TokenStorage)({
      read: Effect.sync(() => token),
      write: set,
      replace: set,
      keepForThisTab: set,
      clear: set(null),
    });
  }
}

/** Runs one TokenStorage operation now (a machine action is synchronous). */
export const withTokens = <A>(
  use: (tokens: TokenStorage["Service"]) => Effect.Effect<A>,
  layer: Layer.Layer<TokenStorage> = TokenStorage.browser,
): A => Effect.runSync(Effect.provide(Effect.flatMap(TokenStorage, use), layer));
