import { css } from "@linaria/core";

export const form = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
  width: 100%;
`;

export const field = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-1);
  label {
    font-weight: 600;
  }
  input,
  select {
    /* As wide as the field, never wider: its own width (about 20 characters) would widen the page at large text. */
    width: 100%;
    min-height: 44px;
    padding: 0 var(--space-3);
    font: inherit;
    color: var(--color-text);
    background: var(--color-background);
    border: 1px solid var(--color-border);
    border-radius: var(--radius);
  }
  input[aria-invalid="true"] {
    border: 2px solid var(--color-danger);
  }
`;

export const checkboxField = css`
  display: flex;
  align-items: flex-start;
  gap: var(--space-2);
  input {
    /* A wrapping label must not squeeze the box (it shrank to 13 px wide at 375 px). */
    flex: none;
    width: 20px;
    height: 20px;
    margin-top: 2px;
  }
`;

export const hint = css`
  margin: 0;
  font-size: 0.875rem;
  color: var(--color-text-muted);
`;

export const fieldError = css`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 600;
  color: var(--color-danger);
`;

export const alert = css`
  margin: 0;
  padding: var(--space-3);
  border-radius: var(--radius);
  border: 2px solid var(--color-danger);
  color: var(--color-text);
  background: var(--color-surface);
`;

export const notice = css`
  margin: 0;
  padding: var(--space-3);
  border-radius: var(--radius);
  border: 2px solid var(--color-success);
  color: var(--color-text);
  background: var(--color-surface);
`;

export const linkRow = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: var(--space-2);
`;

export const fullWidth = css`
  width: 100%;
`;
