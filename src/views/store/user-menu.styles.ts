import { css } from "@linaria/core";

/** The store header's user menu (its own chunk, loaded once someone is signed in). */
export const userMenuPanel = css`
  position: absolute;
  right: 0;
  top: calc(100% + var(--space-2));
  z-index: 30;
  min-width: 240px;
  padding: var(--space-3);
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  background: var(--color-background);
  p {
    margin: 0;
  }
  ul {
    list-style: none;
    margin: var(--space-2) 0 0;
    padding: 0;
  }
  a,
  button {
    display: block;
    width: 100%;
    padding: var(--space-2) 0;
    border: none;
    background: transparent;
    color: var(--color-link);
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
`;

export const relative = css`
  position: relative;
`;
