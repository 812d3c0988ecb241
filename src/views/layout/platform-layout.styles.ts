import { css } from "@linaria/core";
import { breakpoints, layoutSizes } from "#src/domain/breakpoints.ts";

/* The platform layout's own styles, apart from layout.styles.ts so the storefront's pages do not carry them. */

export const platformHeader = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-3);
  min-height: ${layoutSizes.headerDesktop}px;
  padding: 0 var(--space-4);
  border-bottom: 1px solid var(--color-border);
  @media (max-width: ${breakpoints.headerSmall}px) {
    min-height: ${layoutSizes.platformHeaderSmall}px;
    padding: 0 var(--space-2);
    gap: var(--space-1);
  }
`;

export const platformHeaderStart = css`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  /* On a phone the mark alone stands for the wordmark (the link keeps its name), so every header button fits. */
  @media (max-width: ${breakpoints.headerSmall}px) {
    gap: var(--space-1);
    a > span:last-child {
      display: none;
    }
  }
`;

export const platformBody = css`
  flex: 1;
  display: flex;
  align-items: flex-start;
`;

export const platformMain = css`
  flex: 1;
  min-width: 0;
`;

export const platformHeaderActions = css`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  @media (max-width: ${breakpoints.headerSmall}px) {
    gap: var(--space-1);
  }
`;
