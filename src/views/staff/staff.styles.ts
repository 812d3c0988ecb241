import { css } from "@linaria/core";
import { pageColumn } from "../ui/store-page.styles.ts";

// The staff pages' frame (issue 30: People, the audit log). Staff styles join the one global stylesheet every
// page loads: kept few, and imported by staff views only.

/** A staff page: the store pages' column (heading, lead, content spaced alike), its paragraphs unspaced. */
export const staffPage = css`
  ${pageColumn}
  p {
    margin: 0;
  }
`;
