import { afterEach, describe, expect, it, vi } from "vitest";
import { globalStore } from "./global.store.ts";
import { platformNow } from "./platform-clock.ts";

describe("the platform's clock (spec §3 systemDate)", () => {
  afterEach(() => {
    vi.useRealTimers();
    globalStore.getState().setSystemDate(null, 0);
  });

  it("is the device's clock until the offset is measured, then the device's clock plus the offset", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-28T23:59:00Z"));
    expect(platformNow().toISOString()).toBe("2026-11-28T23:59:00.000Z");
    // The device runs two days behind the platform.
    globalStore.getState().setSystemDate("2026-11-30T23:59:00Z", 2 * 24 * 3600 * 1000);
    expect(platformNow().toISOString()).toBe("2026-11-30T23:59:00.000Z");
  });
});
