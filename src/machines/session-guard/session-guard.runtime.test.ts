import { afterEach, describe, expect, it, vi } from "vitest";
import { storageKeys } from "#src/services/config.ts";
import { runSessionGuard } from "./session-guard.runtime.ts";

/** A Storage good enough for the session effects (get, set, remove). */
function memoryStorage(entries: Record<string, string> = {}) {
  const values = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("session guard with its real session call (spec §4, ADR 026)", () => {
  it("keeps the shared token when the page is left while the answer's body is read", async () => {
    const local = memoryStorage({ [storageKeys.accessToken]: "impersonated-token" });
    vi.stubGlobal("window", {
      location: { origin: "http://operacao.localhost" },
      localStorage: local,
      sessionStorage: memoryStorage(),
    });
    vi.stubGlobal("document", { documentElement: { lang: "pt-BR" } });
    // What Chromium does to a page's call as it leaves (seen in the e2e trace): the 200 headers came, the body read
    // rejects with "Failed to fetch".
    const cutOff = new ReadableStream<Uint8Array>({
      start: (controller) => controller.error(new TypeError("Failed to fetch")),
    });
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () => new Response(cutOff, { status: 200, headers: { "content-type": "application/json" } }),
      ),
    );
    const page = { pathname: "/home", search: "" };
    const { decision } = await runSessionGuard({
      page,
      hasToken: true,
      handedOff: false,
      saml: { enabled: false, requestUrl: null },
    }).decision;
    expect(decision).toEqual({ kind: "unreachable" });
    expect(local.getItem(storageKeys.accessToken)).toBe("impersonated-token");
  });
});
