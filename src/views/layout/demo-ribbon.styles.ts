import { css } from "@linaria/core";

/** A thin band above every page: the warning colour with the text colour made for filled surfaces (≥ 4.5:1). */
export const demoRibbon = css`
  margin: 0;
  padding: var(--space-1) var(--space-3);
  background: var(--color-warning);
  color: var(--color-on-primary);
  font-weight: 600;
  font-size: 0.875rem;
  text-align: center;
`;
