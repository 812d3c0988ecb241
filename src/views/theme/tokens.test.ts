import { describe, expect, it } from "vitest";
import { themeNames } from "#src/domain/theme.ts";
import { color, cssVariableName, themeDeclarations, themeTokens } from "./tokens.ts";

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].toSorted((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe("theme tokens", () => {
  it("keeps the brand colours of spec §9 in the light theme", () => {
    expect(themeTokens.light.primary).toBe("#3FB1B4");
    expect(themeTokens.light.secondary).toBe("#307BA2");
    expect(themeTokens.light.accent).toBe("#307BA2");
    expect(themeTokens.light.loading).toBe("#3FB1B4");
  });

  it.each(themeNames)(
    "%s: body, muted and link text reach WCAG AA (4.5:1) on background and surface",
    (theme) => {
      const t = themeTokens[theme];
      for (const fg of [t.text, t.textMuted, t.link, t.primaryStrong, t.danger]) {
        expect(contrast(fg, t.background)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(fg, t.surface)).toBeGreaterThanOrEqual(4.5);
      }
      expect(contrast(t.onPrimary, t.primaryStrong)).toBeGreaterThanOrEqual(4.5);
    },
  );

  // The demo ribbon (ADR 046) draws onPrimary text on the warning colour.
  it.each(themeNames)("%s: the demo ribbon's text reaches WCAG AA (4.5:1)", (theme) => {
    expect(contrast(themeTokens[theme].onPrimary, themeTokens[theme].warning)).toBeGreaterThanOrEqual(4.5);
  });

  it("high-contrast themes are black on white and white on black", () => {
    expect([themeTokens["contrast-light"].text, themeTokens["contrast-light"].background]).toEqual([
      "#000000",
      "#FFFFFF",
    ]);
    expect([themeTokens["contrast-dark"].text, themeTokens["contrast-dark"].background]).toEqual([
      "#FFFFFF",
      "#000000",
    ]);
  });

  // Spec §1/§9 high-contrast modes, WCAG AAA (1.4.6): every text colour ≥ 7:1 on every surface it is drawn on.
  it.each(["contrast-light", "contrast-dark"] as const)(
    "%s: every text token reaches 7:1 on background, surface and surfaceAlt",
    (theme) => {
      const t = themeTokens[theme];
      const texts = {
        text: t.text,
        textMuted: t.textMuted,
        link: t.link,
        primaryStrong: t.primaryStrong,
        primary: t.primary,
        accent: t.accent,
        secondary: t.secondary,
        danger: t.danger,
        success: t.success,
        warning: t.warning,
        focus: t.focus,
        border: t.border,
      };
      for (const [name, fg] of Object.entries(texts))
        for (const bg of [t.background, t.surface, t.surfaceAlt])
          expect({ name, ratio: contrast(fg, bg) >= 7 }).toEqual({ name, ratio: true });
      expect(contrast(t.onPrimary, t.primaryStrong)).toBeGreaterThanOrEqual(7);
      expect(contrast(t.onPrimary, t.primary)).toBeGreaterThanOrEqual(7);
    },
  );

  it("names CSS variables in kebab case and exposes var() references", () => {
    expect(cssVariableName("primaryStrong")).toBe("--color-primary-strong");
    expect(color.primary).toBe("var(--color-primary)");
    expect(themeDeclarations("dark")).toContain("--color-background: #121A1D;");
  });
});
