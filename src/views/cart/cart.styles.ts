import { css } from "@linaria/core";
import { breakpoints } from "#src/domain/breakpoints.ts";
import { coverImage, pageColumn } from "../ui/store-page.styles.ts";

export const cartPage = css`
  ${pageColumn}
  max-width: 760px;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

export const cartCourse = css`
  display: grid;
  grid-template-columns: 160px minmax(0, 1fr);
  gap: var(--space-3);
  align-items: start;
  @media (max-width: ${breakpoints.sm - 1}px) {
    grid-template-columns: 96px minmax(0, 1fr);
  }
  ${coverImage}
  h2 a {
    color: inherit;
  }
`;

export const cartPrice = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-1);
  strong {
    font-size: 1.5rem;
    font-weight: 800;
  }
`;

export const oldPrice = css`
  color: var(--color-text-muted);
  text-decoration: line-through;
`;

export const savings = css`
  padding: 0 var(--space-2);
  border-radius: var(--radius);
  background: var(--color-surface-alt);
  font-weight: 700;
`;

export const cartLines = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const cartLine = css`
  display: grid;
  grid-template-columns: 96px minmax(0, 1fr);
  gap: var(--space-3);
  align-items: start;
  ${coverImage}
  h3 {
    margin: 0 0 var(--space-1);
    font-size: 1rem;
  }
  h3 a {
    color: inherit;
  }
  p {
    margin: 0 0 var(--space-2);
  }
`;
