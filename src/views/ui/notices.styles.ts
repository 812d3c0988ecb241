import { css } from "@linaria/core";

export const snackbarRegion = css`
  position: fixed;
  left: 50%;
  bottom: var(--space-4);
  z-index: 40;
  transform: translateX(-50%);
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
  width: min(560px, calc(100vw - 32px));
  pointer-events: none;
`;

export const snackbarStack = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
`;

export const snackbar = css`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  min-height: 48px;
  padding: var(--space-2) var(--space-3);
  border: 1px solid var(--color-border);
  border-left: 6px solid var(--color-text-muted);
  border-radius: var(--radius);
  background: var(--color-background);
  color: var(--color-text);
  box-shadow: 0 4px 16px var(--color-overlay);
  pointer-events: auto;
  p {
    flex: 1;
    margin: 0;
  }
  svg {
    flex: none;
  }
  &[data-kind="success"] {
    border-left-color: var(--color-success);
    svg {
      color: var(--color-success);
    }
  }
  &[data-kind="warning"] {
    border-left-color: var(--color-warning);
    svg {
      color: var(--color-warning);
    }
  }
  &[data-kind="error"] {
    border-left-color: var(--color-danger);
    svg {
      color: var(--color-danger);
    }
  }
  &[data-kind="info"] {
    border-left-color: var(--color-link);
    svg {
      color: var(--color-link);
    }
  }
`;

export const snackbarClose = css`
  flex: none;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: var(--color-text);
  font-size: 1.25rem;
  cursor: pointer;
`;

export const offlineBar = css`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: 50;
  padding: var(--space-2) var(--space-3);
  background: var(--color-text);
  color: var(--color-background);
  text-align: center;
  font-weight: 600;
`;
