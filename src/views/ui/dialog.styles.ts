import { css } from "@linaria/core";
import { layoutSizes } from "#src/domain/breakpoints.ts";

/** Spec §4 Shell / §9: every dialog of the kit is 440 px wide (less on a narrow screen). */
export const appDialog = css`
  width: min(${layoutSizes.dialogWidth}px, calc(100vw - 32px));
  max-width: none;
  padding: var(--space-4);
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  background: var(--color-background);
  color: var(--color-text);
  &::backdrop {
    background: var(--color-overlay);
  }
  h2 {
    display: flex;
    align-items: center;
    gap: var(--space-2);
    margin: 0 0 var(--space-2);
    font-size: 1.25rem;
  }
  > p {
    margin: 0 0 var(--space-3);
  }
  &[data-kind="error"] h2,
  &[data-kind="delete"] h2 {
    color: var(--color-danger);
  }
  &[data-kind="alert"] h2 {
    color: var(--color-warning);
  }
`;

export const dialogChecks = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
  margin: 0 0 var(--space-3);
  padding: 0;
  border: 0;
  label {
    display: flex;
    align-items: flex-start;
    gap: var(--space-2);
  }
  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
  }
`;

export const dialogButtons = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: var(--space-2);
`;

export const dangerButton = css`
  min-height: 44px;
  padding: 0 var(--space-3);
  border: 0;
  border-radius: var(--radius);
  background: var(--color-danger);
  color: var(--color-background);
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
