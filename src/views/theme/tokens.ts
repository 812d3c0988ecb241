import type { ThemeName } from "#src/domain/theme.ts";

/**
 * Colour tokens per theme. The brand colours of spec §9 are primary #3FB1B4 and secondary/accent #307BA2,
 * loading #3FB1B4. Primary on white is only 2.5:1, so text and filled buttons use `primaryStrong`
 * (≥ 4.5:1, WCAG AA) and the brand teal stays for large decorative surfaces.
 */
export interface ColorTokens {
  primary: string;
  primaryStrong: string;
  onPrimary: string;
  secondary: string;
  accent: string;
  loading: string;
  background: string;
  surface: string;
  surfaceAlt: string;
  text: string;
  textMuted: string;
  border: string;
  focus: string;
  danger: string;
  success: string;
  warning: string;
  link: string;
  overlay: string;
  /** A bank slip's barcode is black bars on white in every theme, or a scanner cannot read it. */
  barcodeBar: string;
  barcodeSpace: string;
}

const brand = { primary: "#3FB1B4", secondary: "#307BA2", loading: "#3FB1B4" };
const barcode = { barcodeBar: "#000000", barcodeSpace: "#FFFFFF" };

export const themeTokens: Record<ThemeName, ColorTokens> = {
  light: {
    ...barcode,
    ...brand,
    primaryStrong: "#1D6F72",
    onPrimary: "#FFFFFF",
    accent: brand.secondary,
    background: "#FFFFFF",
    surface: "#F4F7F8",
    surfaceAlt: "#E6F2F3",
    text: "#1B2428",
    textMuted: "#4B5A61",
    border: "#C4D0D4",
    focus: "#1D6F72",
    danger: "#B3261E",
    success: "#1E6B34",
    warning: "#7A4F00",
    link: "#1F5F80",
    overlay: "rgba(0, 0, 0, 0.5)",
  },
  dark: {
    ...barcode,
    ...brand,
    primaryStrong: "#5CC8CB",
    onPrimary: "#0B1416",
    accent: "#6FB3D6",
    background: "#121A1D",
    surface: "#1B262A",
    surfaceAlt: "#22343A",
    text: "#E8EEF0",
    textMuted: "#B3C1C6",
    border: "#3C4E55",
    focus: "#7FD9DC",
    danger: "#FF8A80",
    success: "#7BD88F",
    warning: "#FFCC66",
    link: "#8CCBEA",
    overlay: "rgba(0, 0, 0, 0.7)",
  },
  "contrast-light": {
    ...barcode,
    primary: "#000000",
    primaryStrong: "#000000",
    onPrimary: "#FFFFFF",
    secondary: "#000000",
    accent: "#000000",
    loading: "#000000",
    background: "#FFFFFF",
    surface: "#FFFFFF",
    surfaceAlt: "#FFFFFF",
    text: "#000000",
    textMuted: "#000000",
    border: "#000000",
    focus: "#000000",
    danger: "#000000",
    success: "#000000",
    warning: "#000000",
    link: "#000000",
    overlay: "rgba(0, 0, 0, 0.8)",
  },
  "contrast-dark": {
    ...barcode,
    primary: "#FFFFFF",
    primaryStrong: "#FFFF00",
    onPrimary: "#000000",
    secondary: "#FFFFFF",
    accent: "#FFFF00",
    loading: "#FFFF00",
    background: "#000000",
    surface: "#000000",
    surfaceAlt: "#000000",
    text: "#FFFFFF",
    textMuted: "#FFFFFF",
    border: "#FFFFFF",
    focus: "#FFFF00",
    danger: "#FFFF00",
    success: "#FFFFFF",
    warning: "#FFFF00",
    link: "#FFFF00",
    overlay: "rgba(0, 0, 0, 0.9)",
  },
};

/** `primaryStrong` → `--color-primary-strong` */
export function cssVariableName(token: keyof ColorTokens): string {
  return `--color-${token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** A `var(--color-…)` reference, so views name tokens and never colours. */
export const color = Object.fromEntries(
  (Object.keys(themeTokens.light) as (keyof ColorTokens)[]).map((token) => [
    token,
    `var(${cssVariableName(token)})`,
  ]),
) as Record<keyof ColorTokens, string>;

/** The CSS custom-property block for one theme. */
export function themeDeclarations(theme: ThemeName): string {
  return (Object.entries(themeTokens[theme]) as [keyof ColorTokens, string][])
    .map(([token, value]) => `${cssVariableName(token)}: ${value};`)
    .join("\n");
}
