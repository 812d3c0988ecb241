import { describe, expect, it } from "vitest";
import { mayBeSignedIn, sessionHintCookie } from "./session-hint.ts";

describe("session hint cookie (issue 28)", () => {
  it("is set for a month and cleared at once, site-wide, Lax, carrying no token", () => {
    expect(sessionHintCookie(true)).toBe("sabia_signed_in=1; Path=/; Max-Age=2592000; SameSite=Lax");
    expect(sessionHintCookie(false)).toBe("sabia_signed_in=; Path=/; Max-Age=0; SameSite=Lax");
  });

  it("is read from a Cookie header among others; anything but 1 is no hint", () => {
    expect(mayBeSignedIn("sabia_lang=en; sabia_signed_in=1")).toBe(true);
    expect(mayBeSignedIn("sabia_signed_in=1")).toBe(true);
    expect(mayBeSignedIn("sabia_signed_in=")).toBe(false);
    expect(mayBeSignedIn("xsabia_signed_in=1")).toBe(false);
    expect(mayBeSignedIn(null)).toBe(false);
    expect(mayBeSignedIn(undefined)).toBe(false);
  });
});
