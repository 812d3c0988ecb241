import { describe, expect, it } from "vitest";
import { themeNames } from "#src/domain/theme.ts";
import { contrastRatio, tenantThemeProperties } from "./tenant-theme.ts";
import { themeTokens } from "./tokens.ts";

const horizonte = { primaryColor: "#7D3C98", accentColor: "#1F4E79", secondaryColor: "#1F4E79" };
const sabia = { primaryColor: "#3FB1B4", accentColor: "#307BA2", secondaryColor: "#307BA2" };

describe("tenant theme on the platform (spec §3 tenant settings theme, §4 role switch)", () => {
  it("applies a dark brand colour to the light theme's strong primary, focus and accent", () => {
    expect(tenantThemeProperties(horizonte, "light")).toEqual({
      "--color-primary": "#7D3C98",
      "--color-loading": "#7D3C98",
      "--color-primary-strong": "#7D3C98",
      "--color-focus": "#7D3C98",
      "--color-accent": "#1F4E79",
      "--color-secondary": "#1F4E79",
    });
  });

  it("keeps the default where a tenant colour would fail contrast (light teal text on white, dark purple on dark)", () => {
    expect(tenantThemeProperties(sabia, "light")).not.toHaveProperty("--color-primary-strong");
    const dark = tenantThemeProperties(horizonte, "dark");
    expect(dark).not.toHaveProperty("--color-primary-strong");
    expect(dark).not.toHaveProperty("--color-accent");
    expect(dark["--color-primary"]).toBe("#7D3C98");
  });

  it("never colours the high-contrast themes, and ignores anything that is not #rrggbb", () => {
    expect(tenantThemeProperties(horizonte, "contrast-light")).toEqual({});
    expect(tenantThemeProperties(horizonte, "contrast-dark")).toEqual({});
    expect(
      tenantThemeProperties({ primaryColor: "red;x:y", accentColor: "url(x)", secondaryColor: "" }, "light"),
    ).toEqual({});
  });

  it.each(themeNames)("%s: every strong colour it sets reads at 4.5:1 on the background", (theme) => {
    for (const colors of [horizonte, sabia]) {
      const properties = tenantThemeProperties(colors, theme);
      for (const name of ["--color-primary-strong", "--color-accent"]) {
        const value = properties[name];
        if (value) expect(contrastRatio(value, themeTokens[theme].background)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
