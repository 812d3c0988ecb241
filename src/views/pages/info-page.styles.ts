import { css } from "@linaria/core";

export const infoPage = css`
  max-width: 880px;
  padding-top: var(--space-5);
  h1 {
    margin-top: 0;
  }
  li {
    margin-bottom: var(--space-2);
  }
`;

export const faqList = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
  details {
    padding: var(--space-3);
    border: 1px solid var(--color-border);
    border-radius: var(--radius);
    background: var(--color-surface);
  }
  summary {
    font-weight: 700;
    cursor: pointer;
  }
`;
