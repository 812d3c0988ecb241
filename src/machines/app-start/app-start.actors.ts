import { Effect, Layer } from "effect";
import { fromPromise } from "xstate";
import { ApplicationStartup } from "#src/services/application/application.service.ts";
import { runToPromiseWith } from "#src/services/runtime.ts";
import { TokenStorage } from "#src/services/session/token-storage.ts";
import { appStartMachine } from "./app-start.machine.ts";
import type { HandOffResolution } from "./app-start.types.ts";
import { withoutTokenId } from "#src/domain/session/hand-off-address.ts";

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

/** A person as a hand-off names them. */
export interface HandOffPerson {
  id: number;
  name: string;
}

/** The server calls of a hand-off (issue 25). */
export interface HandOffCalls {
  /** Exchanges a single-use code for a token, naming whose it is. */
  exchange(code: string): Promise<{ accessToken: string; user: HandOffPerson | null }>;
  /** Whose a token is; null when it no longer works. */
  whoIs(token: string): Promise<HandOffPerson | null>;
  /** Ends a token's session on the server (a hand-off the person declined). */
  discard(token: string): Promise<void>;
}

/**
 * The app-start machine with its real side effects. A `tokenId` in the address is a single-use hand-off code
 * (never the token itself): it is kept in memory and exchanged before authentication initialises (issue
 * 6). When this browser is signed in as someone else, the new token waits for the person's answer
 * (issue 25) instead of replacing the session.
 */
export function provideAppStart(environment: AppStartEnvironment, handOff: HandOffCalls) {
  let pendingHandOff: string | null = null;
  let offeredToken: string | null = null;
  const tokens = TokenStorage.fromStorage(environment.storage);
  const layer = ApplicationStartup.fromConfig.pipe(Layer.provideMerge(tokens));
  const run = <A>(program: Effect.Effect<A, never, ApplicationStartup | TokenStorage>) =>
    runToPromiseWith(Effect.provide(program, layer));

  return appStartMachine.provide({
    actors: {
      initializeApplication: fromPromise(({ input }) =>
        run(Effect.flatMap(ApplicationStartup, (startup) => startup.initializeApplication(input.hostname))),
      ),
      initializeTenant: fromPromise(({ input }) =>
        run(Effect.flatMap(ApplicationStartup, (startup) => startup.initializeTenant(input.application))),
      ),
      resolveHandOff: fromPromise(async (): Promise<HandOffResolution> => {
        const code = pendingHandOff;
        pendingHandOff = null;
        if (!code) return { kind: "none" };
        const { accessToken, user } = await handOff.exchange(code);
        const here = await run(Effect.flatMap(TokenStorage, (storage) => storage.read));
        const current = here ? await handOff.whoIs(here).catch(() => null) : null;
        if (current && user && current.id !== user.id) {
          offeredToken = accessToken;
          return { kind: "ask", question: { currentName: current.name, newName: user.name } };
        }
        await run(Effect.flatMap(TokenStorage, (storage) => storage.write(accessToken)));
        return { kind: "none" };
      }),
      initializeAuthentication: fromPromise(() =>
        run(Effect.flatMap(ApplicationStartup, (startup) => startup.initializeAuthentication)),
      ),
    },
    actions: {
      storeToken: (_, params) => {
        pendingHandOff = params.token;
      },
      clearToken: () => run(Effect.flatMap(TokenStorage, (storage) => storage.clear)),
      removeTokenIdFromAddress: () => environment.replaceAddress(withoutTokenId(environment.currentUrl())),
      markReady: () => environment.onReady(),
      adoptHandOff: () => {
        const token = offeredToken;
        offeredToken = null;
        if (token) void run(Effect.flatMap(TokenStorage, (storage) => storage.write(token)));
      },
      discardHandOff: () => {
        const token = offeredToken;
        offeredToken = null;
        // The declined sign-in must not linger as a live session of the other person.
        if (token) void handOff.discard(token).catch(() => undefined);
      },
    },
  });
}
