import { describe, expect, it } from "vitest";
import { isKnownTimeZone, timeZoneOptions, utcOffsetLabel } from "./time-zones.ts";

describe("time zones from Intl", () => {
  it("labels offsets from the tz database, daylight saving included", () => {
    expect(utcOffsetLabel("America/Sao_Paulo", new Date("2026-01-15T12:00:00Z"))).toBe("UTC-03:00");
    expect(utcOffsetLabel("UTC")).toBe("UTC+00:00");
    expect(utcOffsetLabel("Asia/Kathmandu")).toBe("UTC+05:45");
    expect(utcOffsetLabel("Europe/Lisbon", new Date("2026-01-15T12:00:00Z"))).toBe("UTC+00:00");
    expect(utcOffsetLabel("Europe/Lisbon", new Date("2026-07-15T12:00:00Z"))).toBe("UTC+01:00");
  });

  it("lists every zone the runtime supports, sorted by offset", () => {
    const options = timeZoneOptions(new Date("2026-01-15T12:00:00Z"));
    expect(options).toHaveLength(Intl.supportedValuesOf("timeZone").length);
    expect(options.find((option) => option.id === "America/Sao_Paulo")?.label).toBe(
      "(UTC-03:00) America/Sao Paulo",
    );
    const offsets = options.map((option) => option.offsetMinutes);
    expect(offsets).toEqual(offsets.toSorted((a, b) => a - b));
  });
});

describe("isKnownTimeZone", () => {
  it("accepts canonical zones and their older aliases, refuses the rest", () => {
    for (const zone of ["America/Sao_Paulo", "Asia/Kolkata", "Asia/Calcutta", "UTC", "Etc/GMT+3"])
      expect(isKnownTimeZone(zone)).toBe(true);
    for (const zone of ["Mars/Olympus", "", "America/Sao Paulo", "../etc/passwd", "Europe/Lisbon/Extra/More"])
      expect(isKnownTimeZone(zone)).toBe(false);
  });
});
