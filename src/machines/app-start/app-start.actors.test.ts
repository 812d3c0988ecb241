import { describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import { storageKeys } from "#src/services/config.ts";
import { provideAppStart, type AppStartEnvironment } from "./app-start.actors.ts";
import { connectAppStart } from "./app-start.connect.ts";

function fakeEnvironment(url: string) {
  const items = new Map<string, string>();
  const calls = { replaced: [] as string[], ready: 0 };
  const environment: AppStartEnvironment = {
    storage: () => ({
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    }),
    currentUrl: () => url,
    replaceAddress: (next) => void calls.replaced.push(next),
    onReady: () => void calls.ready++,
  };
  return { environment, items, calls };
}

describe("app start with its real side effects", () => {
  it("exchanges the tokenId hand-off code for a token, cleans the address, initialises and becomes ready once", async () => {
    const { environment, items, calls } = fakeEnvironment(
      "https://sabia.dev/curso/x?tokenId=code-1&utm_source=mail#top",
    );
    const exchanged: string[] = [];
    const exchange = async (code: string) => {
      exchanged.push(code);
      return { accessToken: `token-for-${code}`, user: { id: 1, name: "Ana" } };
    };
    const handOff = { exchange, whoIs: async () => null, discard: async () => {} };
    const actor = createActor(provideAppStart(environment, handOff)).start();
    actor.send({ type: "START", hostname: "sabia.dev", tokenId: "code-1" });
    const ready = await waitFor(actor, (s) => s.matches("ready"));

    expect(exchanged).toEqual(["code-1"]);
    expect(items.get(storageKeys.accessToken)).toBe("token-for-code-1");
    expect(calls.replaced).toEqual(["/curso/x?utm_source=mail#top"]);
    expect(ready.context.application).toEqual({
      alias: "artmed-marketplace",
      title: "Sabiá",
      hostname: "sabia.dev",
    });
    expect(ready.context.tenant).toEqual({ alias: "sabia" });
    expect(connectAppStart(ready, actor.send)).toMatchObject({
      isReady: true,
      isAuthenticated: true,
      isStarting: false,
    });

    actor.send({ type: "START", hostname: "elsewhere", tokenId: "code-2" });
    expect(items.get(storageKeys.accessToken)).toBe("token-for-code-1");
    expect(actor.getSnapshot().context.hostname).toBe("sabia.dev");
    expect(calls.ready).toBe(1);
  });

  it("starts signed out when no token is stored and leaves the address alone", async () => {
    const { environment, calls } = fakeEnvironment("https://sabia.dev/");
    const actor = createActor(
      provideAppStart(environment, {
        exchange: async () => ({ accessToken: "unused", user: null }),
        whoIs: async () => null,
        discard: async () => {},
      }),
    ).start();
    actor.send({ type: "START", hostname: "sabia.dev", tokenId: null });
    const ready = await waitFor(actor, (s) => s.matches("ready"));
    expect(ready.context.authenticated).toBe(false);
    expect(calls.replaced).toEqual([]);
  });
});
