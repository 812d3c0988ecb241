import { css } from "@linaria/core";
import { themeNames } from "#src/domain/theme.ts";
import { themeDeclarations } from "./tokens.ts";

const themeBlocks = themeNames
  .map((theme) => `[data-theme="${theme}"] { ${themeDeclarations(theme)} }`)
  .join("\n");

/** Theme variables per `data-theme` on <html>, plus the base element styles every page shares. */
export const globalStyles = css`
  :global() {
    :root {
      ${themeDeclarations("light")}
      --font-body: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
      --radius: 8px;
      --space-1: 4px;
      --space-2: 8px;
      --space-3: 16px;
      --space-4: 24px;
      --space-5: 40px;
      --space-6: 64px;
    }
    ${themeBlocks}
    [data-theme="dark"],
    [data-theme="contrast-dark"] {
      color-scheme: dark;
    }
    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }
    html {
      -webkit-text-size-adjust: 100%;
    }
    /* Text size steps (domain/theme.ts textSizes): the root size, which every rem follows. */
    [data-text-size="large"] {
      font-size: 125%;
    }
    [data-text-size="larger"] {
      font-size: 150%;
    }
    [data-text-size="largest"] {
      font-size: 200%;
    }
    body {
      margin: 0;
      font-family: var(--font-body);
      font-size: 1rem;
      line-height: 1.5;
      /* A word longer than its line (a big heading at 200 % text on a phone) breaks instead of widening the page. */
      overflow-wrap: break-word;
      background: var(--color-background);
      color: var(--color-text);
    }
    a {
      color: var(--color-link);
    }
    /* The browser's grey placeholder is under 7:1 on the contrast themes' black (issue 16): the muted text colour. */
    ::placeholder {
      color: var(--color-text-muted);
      opacity: 1;
    }
    :focus-visible {
      outline: 3px solid var(--color-focus);
      outline-offset: 2px;
    }
    img {
      max-width: 100%;
      height: auto;
    }
  }
`;
