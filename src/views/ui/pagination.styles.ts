import { css } from "@linaria/core";

/** Page links of a paged list: 44 px targets, the current page filled. */
export const pagination = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
  margin-top: var(--space-4);
  a,
  span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    padding: 0 var(--space-2);
    border: 1px solid var(--color-border);
    border-radius: var(--radius);
  }
  span[aria-current] {
    background: var(--color-primary-strong);
    color: var(--color-on-primary);
    font-weight: 700;
  }
`;
