import { css } from "@linaria/core";
import { layoutSizes } from "#src/domain/breakpoints.ts";

/** A native modal <dialog> filling the screen (shown only while open: author styles beat the UA's display: none). */
export const fullscreenSearch = css`
  inset: 0;
  width: 100%;
  max-width: 100%;
  height: 100%;
  max-height: 100%;
  margin: 0;
  border: none;
  box-sizing: border-box;
  overflow-y: auto;
  padding: var(--space-3);
  color: var(--color-text);
  background: var(--color-background);
  &[open] {
    display: flex;
    flex-direction: column;
    gap: var(--space-3);
  }
  form {
    display: flex;
    gap: var(--space-2);
  }
  input {
    flex: 1;
    min-width: 0;
    min-height: ${layoutSizes.searchBoxHeight}px;
    padding: 0 var(--space-3);
    font: inherit;
    color: var(--color-text);
    background: var(--color-background);
    border: 1px solid var(--color-border);
    border-radius: var(--radius);
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li a {
    display: block;
    padding: var(--space-2) 0;
  }
  h2 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: var(--space-1) 0 0;
  }
`;

export const backButton = css`
  align-self: flex-start;
  gap: var(--space-2);
`;
