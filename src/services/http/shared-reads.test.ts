import { Effect, Exit } from "effect";
import { describe, expect, it } from "vitest";
import { ttlCache } from "#server/http/ttl-cache.ts";
import { sharedRead, withSharedReads } from "./shared-reads.ts";

class NotFound {
  readonly _tag = "NotFound";
}

/** A client whose calls count how often they really run. */
function countingClient() {
  const runs = { course: 0, lesson: 0, missing: 0 };
  const client = {
    course: (args: { slug: string }) => Effect.sync(() => ({ slug: args.slug, run: ++runs.course })),
    lesson: (args: { id: number }) => Effect.sync(() => ({ id: args.id, run: ++runs.lesson })),
    missing: () => Effect.suspend(() => (runs.missing++, Effect.fail(new NotFound()))),
  };
  return { client, runs };
}

describe("shared reads of server-side adapters (ADR 038)", () => {
  it("keeps a shared call's answer decoded, per arguments, and leaves the other calls alone", async () => {
    const { client, runs } = countingClient();
    const cached = withSharedReads(
      client,
      new Set(["course", "missing"]),
      ttlCache({ ttlMs: 10_000, maxEntries: 10 }),
      "test",
    );
    const first = await Effect.runPromise(cached.course({ slug: "a" }));
    expect(await Effect.runPromise(cached.course({ slug: "a" }))).toBe(first);
    await Effect.runPromise(cached.course({ slug: "b" }));
    expect(runs.course).toBe(2);
    await Effect.runPromise(cached.lesson({ id: 1 }));
    await Effect.runPromise(cached.lesson({ id: 1 }));
    expect(runs.lesson).toBe(2);
  });

  it("passes a failure through as the same typed error and does not keep it", async () => {
    const { client, runs } = countingClient();
    const cache = ttlCache({ ttlMs: 10_000, maxEntries: 10 });
    const cached = withSharedReads(client, new Set(["missing"]), cache, "test");
    const exit = await Effect.runPromiseExit(cached.missing());
    expect(Exit.isFailure(exit)).toBe(true);
    const caught = await Effect.runPromise(
      cached.missing().pipe(Effect.catchTag("NotFound", (error) => Effect.succeed(error))),
    );
    expect(caught).toBeInstanceOf(NotFound);
    expect(runs.missing).toBe(2);
    expect(cache.size).toBe(0);
  });

  it("reads again after the cache is cleared (a catalogue change) and without a cache at all", async () => {
    const { client, runs } = countingClient();
    const cache = ttlCache({ ttlMs: 10_000, maxEntries: 10 });
    await Effect.runPromise(sharedRead(cache, "k", client.course({ slug: "a" })));
    cache.clear();
    await Effect.runPromise(sharedRead(cache, "k", client.course({ slug: "a" })));
    expect(runs.course).toBe(2);
    expect(withSharedReads(client, new Set(["course"]), undefined, "test")).toBe(client);
  });
});
