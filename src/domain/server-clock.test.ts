import { describe, expect, it } from "vitest";
import { clockOffsetMs, secondsLeft, serverNowMs } from "./server-clock.ts";

describe("server clock (spec §3 systemDate)", () => {
  it("measures the offset against the midpoint of the round trip", () => {
    const sent = Date.parse("2026-11-28T10:00:00.000Z");
    // The device's clock is 5 minutes ahead; the answer took 200 ms.
    expect(clockOffsetMs("2026-11-28T09:55:00.100Z", sent, sent + 200)).toBe(-300_000);
  });

  it("ignores a date it cannot read", () => {
    expect(clockOffsetMs("not a date", 1000, 1200)).toBe(0);
  });

  it("counts down by the server's time, not the device's", () => {
    const deadline = Date.parse("2026-11-28T10:03:00.000Z");
    const device = Date.parse("2026-11-28T10:05:00.000Z"); // 5 minutes ahead of the server
    expect(serverNowMs(-300_000, device)).toBe(Date.parse("2026-11-28T10:00:00.000Z"));
    expect(secondsLeft(deadline, -300_000, device)).toBe(180);
    expect(secondsLeft(deadline, 0, device)).toBe(0);
    expect(secondsLeft(deadline, -300_000, device + 500)).toBe(180);
    expect(secondsLeft(deadline, -300_000, device + 1000)).toBe(179);
  });
});
