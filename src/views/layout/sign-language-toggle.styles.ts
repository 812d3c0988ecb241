import { css } from "@linaria/core";

/** The sign-language switch while on: filled, so "pressed" shows without reading the attribute. */
export const pressedToggle = css`
  &[aria-pressed="true"] {
    background: var(--color-primary-strong);
    color: var(--color-on-primary);
  }
`;
