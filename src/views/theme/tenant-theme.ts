import type { ThemeName } from "#src/domain/theme.ts";
import { cssVariableName, themeTokens, type ColorTokens } from "./tokens.ts";

/** The colours a tenant's settings bring (spec §3 tenant settings theme). */
export interface TenantColors {
  primaryColor: string;
  accentColor: string;
  secondaryColor: string;
}

const hex = /^#[0-9a-f]{6}$/i;

function luminance(color: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(color.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].toSorted((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** A colour that text can use in this theme: ≥ 4.5:1 on the background and the surface (WCAG AA). */
function readable(color: string, tokens: ColorTokens, also: string[] = []): boolean {
  return (
    hex.test(color) &&
    [tokens.background, tokens.surface, ...also].every((other) => contrastRatio(color, other) >= 4.5)
  );
}

/**
 * The CSS custom properties a tenant's theme sets on the platform in one of the four themes (spec §4: assuming a
 * role swaps the theme). The high-contrast themes never take tenant colours; in light and dark a tenant colour
 * replaces a token only where it keeps the contrast that token needs (text and filled buttons ≥ 4.5:1), so a
 * brand colour that is too light for a light page, or too dark for a dark one, leaves the default in place.
 */
export function tenantThemeProperties(colors: TenantColors, theme: ThemeName): Record<string, string> {
  if (theme === "contrast-light" || theme === "contrast-dark") return {};
  const tokens = themeTokens[theme];
  const properties: Partial<Record<keyof ColorTokens, string>> = {};
  if (hex.test(colors.primaryColor)) {
    // Decorative surfaces (logo mark, loading ring, gradients) take the brand colour as it is.
    properties.primary = colors.primaryColor;
    properties.loading = colors.primaryColor;
    if (readable(colors.primaryColor, tokens, [tokens.onPrimary])) {
      properties.primaryStrong = colors.primaryColor;
      properties.focus = colors.primaryColor;
    }
  }
  if (readable(colors.accentColor, tokens)) properties.accent = colors.accentColor;
  if (hex.test(colors.secondaryColor)) properties.secondary = colors.secondaryColor;
  return Object.fromEntries(
    (Object.entries(properties) as [keyof ColorTokens, string][]).map(([token, value]) => [
      cssVariableName(token),
      value,
    ]),
  );
}
