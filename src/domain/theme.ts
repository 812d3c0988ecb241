/** The four themes of spec §1/§9. Light is the default. */
export const themeNames = ["light", "dark", "contrast-light", "contrast-dark"] as const;
export type ThemeName = (typeof themeNames)[number];
export const defaultTheme: ThemeName = "light";

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === "string" && (themeNames as readonly string[]).includes(value);
}

/** Cookie that carries a visitor's chosen theme so the server renders it (no flash of the wrong theme). */
export const themeCookieName = "sabia_theme";

/**
 * Text size steps (issue 16, spec §1 accessibility): the root font size, so every rem-sized layout grows with it.
 * Remembered in a cookie like the theme, so the server renders the chosen size.
 */
export const textSizes = ["normal", "large", "larger", "largest"] as const;
export type TextSize = (typeof textSizes)[number];
export const defaultTextSize: TextSize = "normal";
export const textSizeCookieName = "sabia_text_size";

export function isTextSize(value: unknown): value is TextSize {
  return typeof value === "string" && (textSizes as readonly string[]).includes(value);
}
