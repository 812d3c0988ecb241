/** The four themes of spec §1/§9. Light is the default. */
export const themeNames = ["light", "dark", "contrast-light", "contrast-dark"] as const;
export type ThemeName = (typeof themeNames)[number];
export const defaultTheme: ThemeName = "light";

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === "string" && (themeNames as readonly string[]).includes(value);
}

/** Cookie that carries a visitor's chosen theme so the server renders it (no flash of the wrong theme). */
export const themeCookieName = "sabia_theme";
