import { css } from "@linaria/core";
import { breakpoints } from "#src/domain/breakpoints.ts";

export const courseMenu = css`
  position: relative;
`;

export const trigger = css`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  min-height: 44px;
  padding: 0 var(--space-3);
  border: none;
  background: transparent;
  color: var(--color-text);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

export const panel = css`
  position: absolute;
  left: 0;
  top: 100%;
  z-index: 40;
  display: grid;
  grid-template-columns: 280px 320px;
  min-height: 320px;
  border: 1px solid var(--color-border);
  border-radius: 0 0 var(--radius) var(--radius);
  background: var(--color-background);
  ul {
    list-style: none;
    margin: 0;
    padding: var(--space-2) 0;
  }
  a {
    display: flex;
    justify-content: space-between;
    padding: var(--space-2) var(--space-3);
    color: var(--color-text);
    text-decoration: none;
  }
  a:hover,
  a:focus-visible,
  a[data-active] {
    background: var(--color-surface-alt);
  }
  @media (max-width: ${breakpoints.md - 1}px) {
    position: fixed;
    inset: 0;
    z-index: 60;
    display: block;
    overflow-y: auto;
    border: none;
    border-radius: 0;
  }
`;

export const categoriesColumn = css`
  border-left: 1px solid var(--color-border);
  h2 {
    margin: 0;
    padding: var(--space-3) var(--space-3) 0;
    font-size: 1rem;
  }
`;

export const drillHeader = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: var(--space-2) var(--space-3);
  border-bottom: 1px solid var(--color-border);
`;
