import { css } from "@linaria/core";
import { breakpoints } from "#src/domain/breakpoints.ts";

export const cardGrid = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: var(--space-3);
  @media (max-width: ${breakpoints.lg - 1}px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  @media (max-width: ${breakpoints.md - 1}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (max-width: ${breakpoints.sm - 1}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/**
 * On phones a home shelf scrolls sideways (the next card peeks out) instead of stacking every card full width:
 * the home page at 375 px was ~9,100 px tall.
 */
export const cardShelf = css`
  @media (max-width: ${breakpoints.sm - 1}px) {
    grid-template-columns: none;
    grid-auto-flow: column;
    grid-auto-columns: 78%;
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scroll-snap-type: x mandatory;
    padding-bottom: var(--space-2);
    > li {
      scroll-snap-align: start;
    }
  }
`;

export const card = css`
  height: 100%;
  display: flex;
  flex-direction: column;
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  overflow: hidden;
  background: var(--color-background);
`;

export const cardImage = css`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  background: var(--color-surface-alt);
`;

export const cardBody = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-1);
  padding: var(--space-3);
  h2,
  h3 {
    margin: 0;
    font-size: 1rem;
    line-height: 1.3;
  }
  h2 a,
  h3 a {
    color: var(--color-text);
    text-decoration: none;
  }
  h2 a:hover,
  h3 a:hover {
    text-decoration: underline;
  }
  p {
    margin: 0;
    font-size: 0.875rem;
    color: var(--color-text-muted);
  }
`;

export const oldPrice = css`
  text-decoration: line-through;
`;

export const price = css`
  font-size: 1.125rem !important;
  font-weight: 800;
  color: var(--color-text) !important;
`;

export const discountBadge = css`
  align-self: flex-start;
  padding: 0 var(--space-2);
  border-radius: var(--radius);
  background: var(--color-surface-alt);
  color: var(--color-text) !important;
  font-weight: 700;
`;

export const coursePage = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 340px;
  gap: var(--space-5);
  padding-top: var(--space-4);
  @media (max-width: ${breakpoints.md - 1}px) {
    grid-template-columns: minmax(0, 1fr);
  }
  h1 {
    margin: 0 0 var(--space-2);
    font-size: clamp(1.5rem, 3vw, 2.25rem);
    line-height: 1.2;
  }
  h2 {
    margin: var(--space-5) 0 var(--space-3);
  }
`;

export const priceBox = css`
  align-self: start;
  position: sticky;
  top: var(--space-3);
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
  padding: var(--space-4);
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  background: var(--color-surface);
  p {
    margin: 0;
  }
  h2 {
    margin: var(--space-2) 0 0;
    font-size: 1rem;
  }
`;

export const facts = css`
  list-style: none;
  margin: var(--space-2) 0 0;
  padding: 0;
  color: var(--color-text-muted);
  li {
    padding: var(--space-1) 0;
  }
`;

export const moduleList = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
  details {
    border: 1px solid var(--color-border);
    border-radius: var(--radius);
    background: var(--color-surface);
  }
  summary {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: var(--space-2);
    padding: var(--space-3);
    font-weight: 700;
    cursor: pointer;
  }
  ol {
    margin: 0;
    padding: 0 var(--space-3) var(--space-3) var(--space-5);
  }
`;

export const breadcrumb = css`
  ol {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-2);
    margin: 0;
    padding: var(--space-3) 0 0;
    font-size: 0.875rem;
  }
  li + li::before {
    content: "›";
    margin-right: var(--space-2);
    color: var(--color-text-muted);
  }
`;

export const heroImage = css`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  border-radius: var(--radius);
  background: var(--color-surface-alt);
`;

/** The free lesson's text: a readable measure. */
export const lessonText = css`
  max-width: 70ch;
  p {
    line-height: 1.6;
  }
`;
