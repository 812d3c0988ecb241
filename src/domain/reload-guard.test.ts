import { describe, expect, it } from "vitest";
import { isChunkLoadError, shouldReloadAfterChunkFailure } from "./reload-guard.ts";

describe("chunk-load reload guard (spec §4, §9: 60 s)", () => {
  it("reloads the first time", () => {
    expect(shouldReloadAfterChunkFailure(null, 1_000)).toBe(true);
  });
  it("does not reload again within 60 s", () => {
    expect(shouldReloadAfterChunkFailure(1_000, 1_000 + 59_999)).toBe(false);
  });
  it("reloads again once 60 s have passed", () => {
    expect(shouldReloadAfterChunkFailure(1_000, 61_000)).toBe(true);
  });
  it("treats a clock that went backwards as stale", () => {
    expect(shouldReloadAfterChunkFailure(100_000, 1_000)).toBe(true);
  });
  it("recognises chunk-load failures and nothing else", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(
      true,
    );
    expect(
      isChunkLoadError(Object.assign(new Error("Loading chunk 3 failed"), { name: "ChunkLoadError" })),
    ).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
  });
});
