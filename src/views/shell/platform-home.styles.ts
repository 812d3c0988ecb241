import { css } from "@linaria/core";

export const homePage = css`
  display: grid;
  gap: var(--space-4);
  padding: var(--space-4);
  max-width: 1100px;
  h1,
  h2 {
    margin: 0;
  }
`;

export const homeGrid = css`
  display: grid;
  gap: var(--space-3);
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
`;

export const homeCard = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
  padding: var(--space-3);
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  background: var(--color-surface);
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: var(--space-1) var(--space-3);
    margin: 0;
  }
  dt {
    color: var(--color-text-muted);
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: var(--space-2);
  }
  a {
    color: var(--color-link);
  }
  time {
    display: block;
    font-size: 0.875rem;
    color: var(--color-text-muted);
  }
`;
