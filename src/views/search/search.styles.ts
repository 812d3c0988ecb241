import { css } from "@linaria/core";

export const searchLayout = css`
  padding-top: var(--space-4);
  h1 {
    margin-top: 0;
  }
`;

export const filterForm = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: var(--space-3);
  margin-bottom: var(--space-4);
  padding: var(--space-3);
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  background: var(--color-surface);
  label {
    display: flex;
    flex-direction: column;
    gap: var(--space-1);
    font-size: 0.875rem;
    font-weight: 600;
    /* A select is as wide as its longest option (institution names): cap it at the panel on phones. */
    max-width: 100%;
  }
  input,
  select {
    min-height: 44px;
    min-width: 160px;
    max-width: 100%;
    padding: 0 var(--space-2);
    font: inherit;
    font-weight: 400;
    color: var(--color-text);
    background: var(--color-background);
    border: 1px solid var(--color-border);
    border-radius: var(--radius);
  }
`;

export const resultsHeader = css`
  margin: 0 0 var(--space-3);
  color: var(--color-text-muted);
`;
