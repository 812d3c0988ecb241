import { describe, expect, it } from "vitest";
import { accepts } from "./accept-encoding.ts";

describe("accepts (Accept-Encoding)", () => {
  it.each([
    ["gzip, deflate, br", "gzip", true],
    ["gzip, deflate, br", "br", true],
    ["br;q=1.0, gzip;q=0.8", "gzip", true],
    ["GZIP", "gzip", true],
    ["*", "gzip", true],
    ["gzip;q=0", "gzip", false],
    ["gzip;q=0, *", "gzip", false],
    ["*;q=0", "gzip", false],
    ["br;q=0", "br", false],
    ["br", "gzip", false],
    ["identity", "br", false],
    ["", "gzip", false],
  ])("%j admits %s: %s", (header, coding, expected) => {
    expect(accepts(header, coding)).toBe(expected);
  });

  it("no header admits nothing", () => expect(accepts(undefined, "gzip")).toBe(false));
});
