import { css } from "@linaria/core";
import { breakpoints } from "#src/domain/breakpoints.ts";

/** On top of the 440 px dialog of auth.styles.ts: scrolls when taller than the window, full screen on phones. */
export const signInDialog = css`
  max-height: calc(100dvh - 32px);
  overflow-y: auto;
  h2 {
    margin: 0;
  }
  @media (max-width: ${breakpoints.sm - 1}px) {
    width: 100%;
    max-width: 100%;
    height: 100%;
    max-height: 100%;
    margin: 0;
    border: none;
    border-radius: 0;
  }
`;

/** Top right, beside the title. */
export const closeRow = css`
  position: absolute;
  top: var(--space-4);
  right: var(--space-4);
`;
