import { describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import { storageKeys } from "#src/services/config.ts";
import { provideAppStart, type AppStartEnvironment } from "./app-start.actors.ts";
import { connectAppStart } from "./app-start.connect.ts";

/**
 * Issue 25: a `?tokenId=` hand-off silently replaced the session of a browser signed in as someone else. Now the
 * browser asks first ("You are signed in as X. Continue as Y?") and, until answered, keeps its own session.
 */
function browserSignedInAs(token: string | null) {
  const items = new Map<string, string>(token ? [[storageKeys.accessToken, token]] : []);
  const environment: AppStartEnvironment = {
    storage: () => ({
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    }),
    currentUrl: () => "https://sabia.dev/minha-conta?tokenId=code-of-bruno",
    replaceAddress: () => {},
    onReady: () => {},
  };
  return { environment, token: () => items.get(storageKeys.accessToken) ?? null };
}

const people: Record<string, { id: number; name: string }> = {
  "token-of-ana": { id: 1, name: "Ana Souza" },
  "token-of-bruno": { id: 2, name: "Bruno Lima" },
};
const handOff = {
  exchange: async () => ({ accessToken: "token-of-bruno", user: people["token-of-bruno"]! }),
  whoIs: async (token: string) => people[token] ?? null,
  discard: async () => {},
};

const startWithHandOff = (browser: ReturnType<typeof browserSignedInAs>, discarded: string[] = []) => {
  const actor = createActor(
    provideAppStart(browser.environment, {
      ...handOff,
      discard: async (token: string) => void discarded.push(token),
    }),
  ).start();
  actor.send({ type: "START", hostname: "sabia.dev", tokenId: "code-of-bruno" });
  return actor;
};

describe("a hand-off into a browser signed in as someone else", () => {
  it("asks before replacing the session, and keeps it meanwhile", async () => {
    const browser = browserSignedInAs("token-of-ana");
    const actor = startWithHandOff(browser);
    const settled = await waitFor(
      actor,
      (s) => s.matches("ready") || (connectAppStart(s, actor.send).handOffQuestion ?? null) !== null,
      { timeout: 2000 },
    );
    expect(browser.token()).toBe("token-of-ana");
    expect(connectAppStart(settled, actor.send).handOffQuestion).toEqual({
      currentName: "Ana Souza",
      newName: "Bruno Lima",
    });
  });

  it("'keep' keeps the current session and ends the handed-off one on the server", async () => {
    const browser = browserSignedInAs("token-of-ana");
    const discarded: string[] = [];
    const actor = startWithHandOff(browser, discarded);
    const asking = await waitFor(actor, (s) => connectAppStart(s, actor.send).handOffQuestion !== null, {
      timeout: 2000,
    });
    connectAppStart(asking, actor.send).keepSession();
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 2000 });
    expect(browser.token()).toBe("token-of-ana");
    expect(discarded).toEqual(["token-of-bruno"]);
  });

  it("'switch' continues as the handed-off person", async () => {
    const browser = browserSignedInAs("token-of-ana");
    const actor = startWithHandOff(browser);
    const asking = await waitFor(actor, (s) => connectAppStart(s, actor.send).handOffQuestion !== null, {
      timeout: 2000,
    });
    connectAppStart(asking, actor.send).switchSession();
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 2000 });
    expect(browser.token()).toBe("token-of-bruno");
  });

  it("asks nothing when the browser is signed out, or signed in as the same person", async () => {
    for (const before of [null, "token-of-bruno-older"]) {
      const browser = browserSignedInAs(before);
      people["token-of-bruno-older"] = people["token-of-bruno"]!;
      const actor = startWithHandOff(browser);
      await waitFor(actor, (s) => s.matches("ready"), { timeout: 2000 });
      expect(browser.token()).toBe("token-of-bruno");
    }
  });
});
