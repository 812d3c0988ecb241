import { css } from "@linaria/core";
import { breakpoints, layoutSizes } from "#src/domain/breakpoints.ts";

export const statusDialog = css`
  width: min(${layoutSizes.statusDialogWidth}px, calc(100vw - 16px));
  height: min(${layoutSizes.statusDialogHeight}px, calc(100vh - 16px));
  max-width: none;
  max-height: none;
  padding: var(--space-4);
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  background: var(--color-background);
  color: var(--color-text);
  flex-direction: column;
  gap: var(--space-3);
  &[open] {
    display: flex;
  }
  @media (max-width: ${breakpoints.headerSmall}px) {
    padding: var(--space-3);
  }
  &::backdrop {
    background: var(--color-overlay);
  }
  h2 {
    margin: 0;
  }
`;

export const statusTableBox = css`
  flex: 1;
  overflow-y: auto;
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: var(--space-2);
    text-align: left;
    border-bottom: 1px solid var(--color-border);
  }
  th {
    font-size: 0.875rem;
    color: var(--color-text-muted);
  }
  @media (max-width: ${breakpoints.headerSmall}px) {
    th,
    td {
      padding: var(--space-2) var(--space-1);
    }
  }
  a {
    color: var(--color-link);
  }
`;

export const statusBadge = css`
  display: inline-flex;
  align-items: center;
  gap: var(--space-1);
  &::before {
    content: "";
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: currentColor;
  }
  &[data-status="healthy"] {
    color: var(--color-success);
  }
  &[data-status="degraded"] {
    color: var(--color-warning);
  }
  &[data-status="unhealthy"] {
    color: var(--color-danger);
  }
`;

export const statusHead = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2);
`;
