import { css } from "@linaria/core";

export const errorCode = css`
  margin: 0;
  font-size: 4rem;
  font-weight: 800;
  color: var(--color-primary-strong);
  line-height: 1;
`;

export const errorMessage = css`
  max-width: 36rem;
  color: var(--color-text-muted);
`;
