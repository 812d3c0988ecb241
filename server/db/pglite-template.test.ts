import { describe, expect, it } from "vitest";
import { templateKey } from "./pglite-template.ts";

describe("the PGlite template's cache key", () => {
  it("changes with São Paulo's day, so demo purchases dated from the seed day are never read a day late", () => {
    // 02:59 and 03:01 UTC fall on two days in São Paulo (UTC−3): CI once built the template at 23:55 there and
    // read "41 days since payment" after midnight where the seed meant 40.
    expect(templateKey(new Date("2026-11-25T02:59:00Z"))).not.toBe(
      templateKey(new Date("2026-11-25T03:01:00Z")),
    );
  });

  it("stays the same within one day in São Paulo", () => {
    expect(templateKey(new Date("2026-11-25T03:01:00Z"))).toBe(templateKey(new Date("2026-11-26T02:59:00Z")));
  });
});
