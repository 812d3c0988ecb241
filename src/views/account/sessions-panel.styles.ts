import { css } from "@linaria/core";

export const sessionList = css`
  list-style: none;
  margin: 0 0 var(--space-4);
  padding: 0;
  display: grid;
  gap: var(--space-2);
`;

export const sessionItem = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2);
  padding: var(--space-3);
  border: 1px solid var(--color-border);
  border-radius: 8px;
  background: var(--color-surface);
  h3 {
    margin: 0 0 var(--space-1);
    font-size: 1rem;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0 var(--space-2);
    margin: 0;
    color: var(--color-text-muted);
  }
  dd {
    margin: 0;
  }
`;

export const thisDevice = css`
  display: inline-block;
  margin-left: var(--space-2);
  padding: 0 var(--space-2);
  border-radius: 999px;
  background: var(--color-primary-strong);
  color: var(--color-on-primary);
  font-size: 0.8125rem;
  font-weight: 600;
`;

export const everywhere = css`
  display: grid;
  gap: var(--space-2);
  justify-items: start;
  p {
    margin: 0;
    color: var(--color-text-muted);
  }
`;
