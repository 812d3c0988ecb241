import { css } from "@linaria/core";
import { breakpoints } from "#src/domain/breakpoints.ts";

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

/**
 * The six narrowing filters: a <details> that phones open on demand. From the md breakpoint the summary goes
 * and the fields always show, flowing in the panel's row as if the wrapper were not there (where a browser
 * cannot style ::details-content, the summary stays and the fields open on demand everywhere).
 */
export const moreFilters = css`
  flex-basis: 100%;
  /* A flex item is otherwise as wide as its widest select (institution names) and overflows the panel. */
  min-width: 0;
  > summary {
    display: flex;
    align-items: center;
    gap: var(--space-2);
    min-height: 44px;
    padding: 0 var(--space-2);
    font-weight: 600;
    color: var(--color-link);
    cursor: pointer;
  }
  > summary::before {
    content: "▸" / "";
  }
  &[open] > summary::before {
    content: "▾" / "";
  }
  &[open] > summary {
    margin-bottom: var(--space-3);
  }
  @media (min-width: ${breakpoints.md}px) {
    @supports selector(::details-content) {
      display: contents;
      > summary {
        display: none;
      }
      &::details-content {
        display: contents;
        content-visibility: visible;
      }
    }
  }
`;

export const moreFiltersFields = css`
  max-width: 100%;
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: var(--space-3);
  @media (min-width: ${breakpoints.md}px) {
    @supports selector(::details-content) {
      display: contents;
    }
  }
`;
