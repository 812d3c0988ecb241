import { Effect, Layer } from "effect";
import { fromPromise } from "xstate";
import { ApplicationStartup } from "../../services/application/application.service.ts";
import { TokenStorage } from "../../services/session/token-storage.ts";
import { appStartMachine } from "./app-start.machine.ts";

export interface AppStartEnvironment {
  /** Browser storage for the token (localStorage in the browser); looked up when used. */
  storage(): Pick<Storage, "getItem" | "setItem" | "removeItem">;
  /** Replaces the address without navigating (history.replaceState in the browser). */
  replaceAddress(url: string): void;
  /** The current address. */
  currentUrl(): string;
  /** Called once start-up has finished. */
  onReady(): void;
}

/** Removes the tokenId query parameter from an address, keeping everything else. */
export function withoutTokenId(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.delete("tokenId");
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/**
 * The app-start machine with its real side effects. A `tokenId` in the address is a single-use hand-off code
 * (never the token itself): it is kept in memory and exchanged for an access token when authentication
 * initialises (issue "session").
 */
export function provideAppStart(environment: AppStartEnvironment, exchangeHandOff: (code: string) => Promise<string>) {
  let pendingHandOff: string | null = null;
  const tokens = TokenStorage.fromStorage(environment.storage);
  const layer = ApplicationStartup.fromConfig.pipe(Layer.provideMerge(tokens));
  const run = <A>(program: Effect.Effect<A, never, ApplicationStartup | TokenStorage>) =>
    Effect.runPromise(Effect.provide(program, layer));

  return appStartMachine.provide({
    actors: {
      initializeApplication: fromPromise(({ input }) =>
        run(Effect.flatMap(ApplicationStartup, (startup) => startup.initializeApplication(input.hostname))),
      ),
      initializeTenant: fromPromise(({ input }) =>
        run(Effect.flatMap(ApplicationStartup, (startup) => startup.initializeTenant(input.application))),
      ),
      initializeAuthentication: fromPromise(async () => {
        if (pendingHandOff) {
          const code = pendingHandOff;
          pendingHandOff = null;
          const token = await exchangeHandOff(code);
          await run(Effect.flatMap(TokenStorage, (storage) => storage.write(token)));
        }
        return run(Effect.flatMap(ApplicationStartup, (startup) => startup.initializeAuthentication));
      }),
    },
    actions: {
      storeToken: (_, params) => {
        pendingHandOff = params.token;
      },
      clearToken: () => run(Effect.flatMap(TokenStorage, (storage) => storage.clear)),
      removeTokenIdFromAddress: () => environment.replaceAddress(withoutTokenId(environment.currentUrl())),
      markReady: () => environment.onReady(),
    },
  });
}
