import { css } from "@linaria/core";

export const listing = css`
  padding-top: var(--space-4);
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
  h1 {
    margin: 0;
  }
  p {
    margin: 0;
  }
`;
