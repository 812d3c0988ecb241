import { css } from "@linaria/core";
import { breakpoints } from "#src/domain/breakpoints.ts";

export const hero = css`
  padding: var(--space-6) 0;
  background: var(--color-surface-alt);
  h1 {
    margin: 0 0 var(--space-3);
    font-size: clamp(1.75rem, 4vw, 2.75rem);
    line-height: 1.15;
    max-width: 22ch;
  }
`;

export const heroLead = css`
  margin: 0;
  max-width: 40rem;
  font-size: 1.125rem;
  color: var(--color-text-muted);
`;

export const section = css`
  padding-top: var(--space-5);
`;

export const statList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: var(--space-3);
  li {
    display: flex;
    flex-direction: column;
    padding: var(--space-4);
    border-radius: var(--radius);
    background: var(--color-surface);
    border: 1px solid var(--color-border);
  }
  @media (max-width: ${breakpoints.md - 1}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    li {
      padding: var(--space-3);
    }
  }
`;

export const statValue = css`
  font-size: clamp(1.5rem, 6vw, 2rem);
  font-weight: 800;
  color: var(--color-primary-strong);
`;

export const statLabel = css`
  color: var(--color-text-muted);
`;

export const testimonial = css`
  margin: 0;
  padding: var(--space-4);
  border-left: 4px solid var(--color-primary);
  background: var(--color-surface);
  blockquote {
    margin: 0;
    font-size: 1.125rem;
  }
  figcaption {
    margin-top: var(--space-2);
    color: var(--color-text-muted);
  }
`;

export const chipList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 var(--space-3);
    border: 1px solid var(--color-border);
    border-radius: 999px;
    background: var(--color-surface);
    color: var(--color-text);
    text-decoration: none;
    font-weight: 600;
  }
`;

export const logoList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: var(--space-3);
  @media (max-width: ${breakpoints.sm - 1}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  a {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 88px;
    padding: var(--space-2);
    border: 1px solid var(--color-border);
    border-radius: var(--radius);
    background: var(--color-surface);
    color: var(--color-text);
    font-weight: 700;
    text-decoration: none;
  }
  img {
    height: 80px;
    width: auto;
    max-width: 100%;
  }
`;
