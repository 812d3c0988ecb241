import { css } from "@linaria/core";

export const autocomplete = css`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: var(--space-1);
  label {
    font-weight: 600;
  }
  input {
    width: 100%;
    min-height: 44px;
    padding: 0 calc(var(--space-3) + 28px) 0 var(--space-3);
    font: inherit;
    color: var(--color-text);
    background: var(--color-surface);
    border: 1px solid var(--color-text-muted);
    border-radius: var(--radius);
    cursor: pointer;
  }
`;

/** The input and its chevron, which turns when the list is open. */
export const autocompleteControl = css`
  position: relative;
  svg {
    position: absolute;
    top: 50%;
    right: var(--space-3);
    transform: translateY(-50%);
    color: var(--color-text);
    pointer-events: none;
    transition: transform 0.15s;
  }
  &[data-open] svg {
    transform: translateY(-50%) rotate(180deg);
  }
`;

export const autocompleteList = css`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: 10;
  margin: var(--space-1) 0 0;
  padding: var(--space-1) 0;
  list-style: none;
  max-height: 240px;
  overflow-y: auto;
  background: var(--color-background);
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
`;

export const autocompleteOption = css`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  padding: var(--space-2) var(--space-3);
  cursor: pointer;
  &[data-active],
  &:hover {
    background: var(--color-surface-alt);
  }
  &[aria-selected="true"] {
    font-weight: 700;
  }
`;

export const optionLogo = css`
  flex: none;
  width: 24px;
  height: 24px;
  object-fit: contain;
  color: var(--color-text-muted);
`;
