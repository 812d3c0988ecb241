import { css } from "@linaria/core";
import { breakpoints } from "#src/domain/breakpoints.ts";

export const footer = css`
  margin-top: var(--space-6);
  padding: var(--space-5) 0 var(--space-4);
  background: var(--color-surface);
  border-top: 1px solid var(--color-border);
  color: var(--color-text);
  font-size: 0.9375rem;
  h2 {
    margin: 0 0 var(--space-2);
    font-size: 1rem;
  }
  ul {
    list-style: none;
    margin: 0 0 var(--space-3);
    padding: 0;
  }
  li {
    padding: var(--space-1) 0;
  }
`;

export const footerGrid = css`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: var(--space-4);
  @media (max-width: ${breakpoints.lg - 1}px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  @media (max-width: ${breakpoints.sm - 1}px) {
    grid-template-columns: minmax(0, 1fr);
  }
  /* An e-mail address is one long word: at large text sizes it breaks instead of widening the page. */
  overflow-wrap: anywhere;
`;

export const footerBottom = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-end;
  gap: var(--space-3);
  margin-top: var(--space-4);
  padding-top: var(--space-3);
  border-top: 1px solid var(--color-border);
  color: var(--color-text-muted);
`;
