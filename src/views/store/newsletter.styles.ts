import { css } from "@linaria/core";
import { breakpoints } from "#src/domain/breakpoints.ts";

export const newsletter = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  gap: var(--space-4);
  align-items: start;
  margin-bottom: var(--space-5);
  padding-bottom: var(--space-4);
  border-bottom: 1px solid var(--color-border);
  h2 {
    margin: 0 0 var(--space-2);
    font-size: 1.125rem;
  }
  p {
    margin: 0;
  }
  @media (max-width: ${breakpoints.md - 1}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const newsletterFields = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: var(--space-3);
  align-items: start;
  @media (max-width: ${breakpoints.sm - 1}px) {
    grid-template-columns: minmax(0, 1fr);
  }
  /* A field's own width (about 20 characters) must not widen the page when the text is large. */
  input {
    min-width: 0;
    width: 100%;
  }
`;

export const newsletterSubmit = css`
  align-self: flex-start;
  @media (max-width: ${breakpoints.sm - 1}px) {
    align-self: stretch;
  }
`;

export const newsletterForm = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
  a {
    color: inherit;
    text-decoration: underline;
  }
`;

/** The newsletter's own page (the answer to a submission without JavaScript). */
export const newsletterPage = css`
  padding-top: var(--space-5);
  h1 {
    margin: 0 0 var(--space-2);
  }
`;
