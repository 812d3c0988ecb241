import { css } from "@linaria/core";

export const certificatePage = css`
  max-width: 720px;
  padding-top: var(--space-5);
  padding-bottom: var(--space-5);
  h1 {
    margin-top: 0;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: var(--space-2) var(--space-4);
    padding: var(--space-4);
    border: 1px solid var(--color-border);
    border-radius: var(--radius);
    background: var(--color-surface);
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
`;
