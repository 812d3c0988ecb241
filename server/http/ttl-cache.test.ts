import { describe, expect, it } from "vitest";
import { ttlCache } from "./ttl-cache.ts";

describe("ttlCache", () => {
  it("answers from memory within the TTL and loads again after it", async () => {
    let clock = 0;
    let loads = 0;
    const cache = ttlCache({ ttlMs: 1000, maxEntries: 10, now: () => clock });
    const load = async () => ++loads;
    expect(await cache.get("a", load)).toBe(1);
    clock = 999;
    expect(await cache.get("a", load)).toBe(1);
    // Past the TTL: the stale answer at once while one load refreshes it in the background (ADR 038)…
    clock = 1000;
    expect(await cache.get("a", load)).toBe(1);
    expect(loads).toBe(2);
    expect(await cache.get("a", load)).toBe(2);
    // …and never an answer older than twice the TTL: then the caller waits for the load.
    clock = 1000 + 2000;
    expect(await cache.get("a", load)).toBe(3);
  });

  it("keeps the stale answer when its background refresh fails", async () => {
    let clock = 0;
    const cache = ttlCache({ ttlMs: 1000, maxEntries: 10, now: () => clock });
    expect(await cache.get("a", async () => "first")).toBe("first");
    clock = 1500;
    expect(await cache.get("a", () => Promise.reject(new Error("down")))).toBe("first");
    await Promise.resolve();
    expect(await cache.get("a", async () => "second")).toBe("first");
    await Promise.resolve();
    expect(await cache.get("a", async () => "third")).toBe("second");
  });

  it("coalesces concurrent misses of one key into one load", async () => {
    let loads = 0;
    const cache = ttlCache({ ttlMs: 1000, maxEntries: 10 });
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get("a", load)));
    expect(answers).toEqual(Array.from({ length: 20 }, () => 1));
    expect(loads).toBe(1);
  });

  it("keeps no failure, and clear() drops entries and a load started before it", async () => {
    const cache = ttlCache({ ttlMs: 1000, maxEntries: 10 });
    await expect(cache.get("a", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("a", async () => "up")).toBe("up");
    const gate = { open: (_value: string) => {} };
    const slow = cache.get("b", () => new Promise<string>((resolve) => (gate.open = resolve)));
    cache.clear();
    gate.open("stale");
    expect(await slow).toBe("stale");
    expect(await cache.get("b", async () => "fresh")).toBe("fresh");
    expect(await cache.get("a", async () => "reloaded")).toBe("reloaded");
  });

  it("keeps at most maxEntries, dropping the oldest written", async () => {
    const cache = ttlCache({ ttlMs: 1000, maxEntries: 2 });
    for (const key of ["a", "b", "c"]) await cache.get(key, async () => key);
    expect(cache.size).toBe(2);
    expect(await cache.get("a", async () => "again")).toBe("again");
  });

  it("with a TTL of 0 always loads", async () => {
    let loads = 0;
    const cache = ttlCache({ ttlMs: 0, maxEntries: 2 });
    await cache.get("a", async () => ++loads);
    await cache.get("a", async () => ++loads);
    expect(loads).toBe(2);
  });
});
