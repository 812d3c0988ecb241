import { describe, expect, it } from "vitest";
import { sentAgo, sentOn } from "./sent-time.ts";

const now = Date.UTC(2026, 9, 30, 12);
const before = (ms: number) => new Date(now - ms).toISOString();

describe("notification sent time", () => {
  it("says how long ago in the page's language", () => {
    expect(sentAgo(before(20_000), now, "pt-BR")).toBe("agora");
    expect(sentAgo(before(5 * 60_000), now, "en")).toBe("5 minutes ago");
    expect(sentAgo(before(3 * 3_600_000), now, "pt-BR")).toBe("há 3 horas");
    expect(sentAgo(before(26 * 3_600_000), now, "es")).toBe("ayer");
    expect(sentAgo(new Date(now + 60_000).toISOString(), now, "en")).toBe("now");
  });

  it("gives the date from a week on", () => {
    expect(sentAgo(before(10 * 86_400_000), now, "en")).toBe("Oct 20, 2026");
  });

  it("gives the full date and time for the dialog", () => {
    expect(sentOn("2026-10-30T12:00:00.000Z", "en")).toMatch(/October 30, 2026/);
  });
});
