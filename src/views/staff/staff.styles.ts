import { css } from "@linaria/core";

// The staff pages' frame (issue 30: People, the audit log). Staff styles join the one global stylesheet every
// page loads: kept few, and imported by staff views only.

/** A staff page: its heading, its lead, then its content, spaced alike. */
export const staffPage = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
  padding-top: var(--space-4);
  padding-bottom: var(--space-5);
  h1 {
    margin: 0;
    font-size: clamp(1.5rem, 3vw, 2rem);
  }
  p {
    margin: 0;
  }
`;
