import { Effect } from "effect";
import { afterEach, describe, expect, it, vi } from "vitest";
import { storageKeys } from "../config.ts";
import { sessionHintCookieName } from "#src/domain/session-hint.ts";
import { TokenStorage, withTokens } from "./token-storage.ts";

function memoryStorage(entries: Record<string, string> = {}) {
  const values = new Map(Object.entries(entries));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

/** A document whose cookie jar keeps the last cookie written (the session hint, ADR 075). */
function stubDocument() {
  const jar = { cookie: "" };
  vi.stubGlobal("document", jar);
  return jar;
}

afterEach(() => vi.unstubAllGlobals());

/** A browser with a cookie jar, its local storage and this tab's session storage (holding a token of its own). */
function browser(shared: Record<string, string>) {
  const jar = stubDocument();
  const local = memoryStorage(shared);
  const tab = memoryStorage({ [storageKeys.sessionToken]: "tab-old" });
  const layer = TokenStorage.fromStorage(
    () => local,
    () => tab,
  );
  return { jar, local, tab, layer };
}

describe("TokenStorage, the one writer of the token", () => {
  it("write keeps a tab's own token in the tab, else the shared one; each write sets the session hint", () => {
    const { jar, local, tab, layer } = browser({});
    withTokens((tokens) => tokens.write("tab-new"), layer);
    expect(tab.values.get(storageKeys.sessionToken)).toBe("tab-new");
    expect(local.values.has(storageKeys.accessToken)).toBe(false);
    expect(jar.cookie).toContain(`${sessionHintCookieName}=1`);
  });

  it("replace gives every tab the new session and drops this tab's own; clear drops both and the hint", () => {
    const { jar, local, tab, layer } = browser({ [storageKeys.accessToken]: "shared-old" });
    withTokens((tokens) => tokens.replace("shared-new"), layer);
    expect(local.values.get(storageKeys.accessToken)).toBe("shared-new");
    expect(tab.values.has(storageKeys.sessionToken)).toBe(false);
    withTokens((tokens) => tokens.keepForThisTab("mine"), layer);
    expect(withTokens((tokens) => tokens.read, layer)).toBe("mine");
    withTokens((tokens) => tokens.clear, layer);
    expect(local.values.size + tab.values.size).toBe(0);
    expect(jar.cookie).toContain(`${sessionHintCookieName}=`);
    expect(jar.cookie).not.toContain(`${sessionHintCookieName}=1`);
  });

  it("the memory store (tests, server) holds one token", async () => {
    const tokens = await Effect.runPromise(
      Effect.provide(
        Effect.flatMap(TokenStorage, (storage) => Effect.andThen(storage.replace("a"), storage.read)),
        TokenStorage.memory(),
      ),
    );
    expect(tokens).toBe("a");
  });
});
