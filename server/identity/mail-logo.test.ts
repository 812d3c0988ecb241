import { describe, expect, it } from "vitest";
import { mailLogoUrl } from "./mail-logo.ts";

const origin = "https://sabia.example";

describe("logo of identity e-mails", () => {
  it("uses the application's stored logo, made absolute on the links' origin", () => {
    expect(mailLogoUrl("/api/media/application/artmed-marketplace.svg", undefined, origin)).toBe(
      "https://sabia.example/api/media/application/artmed-marketplace.svg",
    );
    expect(mailLogoUrl("https://cdn.example/logo.png", undefined, origin)).toBe(
      "https://cdn.example/logo.png",
    );
    expect(mailLogoUrl(null, undefined, origin)).toBeNull();
  });

  it("takes the body's URL only when it is http(s) on this site or on the stored logo's host", () => {
    expect(mailLogoUrl("/logo.svg", "https://sabia.example/brand/portal.svg", origin)).toBe(
      "https://sabia.example/brand/portal.svg",
    );
    expect(mailLogoUrl("https://cdn.example/a.png", "https://cdn.example/b.png", origin)).toBe(
      "https://cdn.example/b.png",
    );
  });

  it.each([
    "https://evil.example/logo.svg",
    "javascript:alert(1)",
    'https://sabia.example/x.svg" onerror="alert(1)',
    "//evil.example/logo.svg",
    "https://user:pass@sabia.example/logo.svg",
    "data:image/svg+xml,<svg onload=alert(1)>",
    "/relative/from/the/body.svg",
  ])("ignores %s for the stored logo", (offered) => {
    expect(mailLogoUrl("/api/media/application/a.svg", offered, origin)).toBe(
      "https://sabia.example/api/media/application/a.svg",
    );
  });

  it("refuses a stored logo that is not http(s)", () => {
    expect(mailLogoUrl("javascript:alert(1)", undefined, origin)).toBeNull();
  });
});
