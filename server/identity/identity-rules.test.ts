import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { randomToken, sameSecret, sha256, sixDigitCode } from "./secrets.ts";
import { accountWaitMs, ipBlocked, maxWaitMs } from "./throttle.ts";

describe("passwords (argon2id)", () => {
  it("verifies the right password only, and an unknown user never verifies", async () => {
    const stored = await hashPassword("Sabia@2026");
    expect(stored.startsWith("$argon2id$")).toBe(true);
    expect(await verifyPassword(stored, "Sabia@2026")).toBe(true);
    expect(await verifyPassword(stored, "sabia@2026")).toBe(false);
    expect(await verifyPassword(null, "Sabia@2026")).toBe(false);
  });
});

describe("secrets", () => {
  it("makes 6-digit codes and unguessable tokens", () => {
    for (let i = 0; i < 200; i++) expect(sixDigitCode()).toMatch(/^\d{6}$/);
    expect(randomToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(Array.from({ length: 100 }, () => randomToken())).size).toBe(100);
    expect(sha256("x")).toHaveLength(64);
    expect(sameSecret("abc", "abc")).toBe(true);
    expect(sameSecret("abc", "abd")).toBe(false);
    expect(sameSecret("abc", "abcd")).toBe(false);
  });
});

describe("throttling", () => {
  it("lets the first 5 failures through, then waits 30 s, doubling, capped at 15 minutes", () => {
    expect(accountWaitMs({ count: 4, lastFailureAt: 1_000 }, 1_000)).toBe(0);
    expect(accountWaitMs({ count: 5, lastFailureAt: 1_000 }, 1_000)).toBe(30_000);
    expect(accountWaitMs({ count: 6, lastFailureAt: 1_000 }, 11_000)).toBe(50_000);
    expect(accountWaitMs({ count: 5, lastFailureAt: 1_000 }, 31_000)).toBe(0);
    expect(accountWaitMs({ count: 40, lastFailureAt: 0 }, 0)).toBe(maxWaitMs);
  });
  it("blocks an IP after 30 failures in the window", () => {
    expect(ipBlocked(29)).toBe(false);
    expect(ipBlocked(30)).toBe(true);
  });
});
