import { css } from "@linaria/core";
import { layoutSizes } from "#src/domain/breakpoints.ts";

export const authPanel = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
  h1 {
    margin: 0;
    font-size: 1.75rem;
  }
  p {
    margin: 0;
  }
`;

export const lead = css`
  color: var(--color-text-muted);
`;

export const dialog = css`
  width: min(${layoutSizes.dialogWidth}px, calc(100vw - 32px));
  padding: var(--space-4);
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  background: var(--color-background);
  color: var(--color-text);
  &::backdrop {
    background: var(--color-overlay);
  }
  h2 {
    margin-top: 0;
  }
  > p {
    margin: 0 0 var(--space-3);
  }
`;

export const dialogActions = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: var(--space-2);
`;

export const captchaBox = css`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  padding: var(--space-2) var(--space-3);
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  background: var(--color-surface);
  input {
    flex: none;
    width: 20px;
    height: 20px;
  }
  /* The status ("Verificado") sits at the far end, apart from the label. */
  span {
    margin-left: auto;
    color: var(--color-text-muted);
  }
  &:has(input[aria-invalid="true"]) {
    border: 2px solid var(--color-danger);
  }
`;

export const thirdParty = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
  padding-top: var(--space-3);
  border-top: 1px solid var(--color-border);
  h2 {
    margin: 0;
    font-size: 1rem;
  }
`;
