import { describe, expect, it } from "vitest";
import {
  capSignLanguageText,
  defaultVLibrasRoot,
  maxSignLanguageText,
  parseVLibrasRoot,
  vlibrasOrigin,
} from "./sign-language.ts";

describe("parseVLibrasRoot", () => {
  it("defaults to the gov.br root when unset or blank", () => {
    expect(parseVLibrasRoot(undefined)).toBe(defaultVLibrasRoot);
    expect(parseVLibrasRoot("  ")).toBe(defaultVLibrasRoot);
  });
  it("accepts an https root or a path on this site, without the trailing slash", () => {
    expect(parseVLibrasRoot("https://cdn.example.org/vlibras/")).toBe("https://cdn.example.org/vlibras");
    expect(parseVLibrasRoot("/vlibras/")).toBe("/vlibras");
  });
  it("refuses http, protocol-relative, credentials and script addresses", () => {
    for (const value of [
      "http://x.org/app",
      "//x.org/app",
      "https://u:p@x.org",
      "javascript:alert(1)",
      "/a\\b",
    ])
      expect(parseVLibrasRoot(value)).toBeNull();
  });
});

describe("vlibrasOrigin", () => {
  it("names another site's origin; a path on this site needs none", () => {
    expect(vlibrasOrigin("https://vlibras.gov.br/app")).toBe("https://vlibras.gov.br");
    expect(vlibrasOrigin("/vlibras")).toBeNull();
  });
});

describe("capSignLanguageText", () => {
  it("keeps short texts and cuts long ones at the spec's 1000 characters", () => {
    expect(capSignLanguageText("Olá")).toBe("Olá");
    expect(capSignLanguageText("a".repeat(1500))).toHaveLength(maxSignLanguageText);
  });
  it("never splits a character made of two UTF-16 units", () => {
    const capped = capSignLanguageText("🤟".repeat(1200));
    expect(Array.from(capped)).toHaveLength(maxSignLanguageText);
    expect(capped.endsWith("🤟")).toBe(true);
  });
});
