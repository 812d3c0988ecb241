import { css } from "@linaria/core";

export const peoplePage = css`
  width: 100%;
  max-width: 1040px;
  margin: 0 auto;
  padding: var(--space-4) var(--space-3) var(--space-6);
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
  h1 {
    margin: 0;
    font-size: 1.75rem;
  }
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  h3 {
    margin: 0;
    font-size: 1.0625rem;
  }
  p {
    margin: 0;
  }
`;

export const lead = css`
  color: var(--color-text-muted);
`;

export const searchForm = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: var(--space-2) var(--space-3);
  & > div:first-child {
    flex: 1 1 280px;
  }
  button {
    margin-top: calc(1.5em + var(--space-1));
  }
`;

export const card = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
  padding: var(--space-4);
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  background: var(--color-background);
  min-width: 0;
`;

export const details = css`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: var(--space-1) var(--space-3);
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
    dd {
      margin-bottom: var(--space-2);
    }
  }
`;

export const tableWrap = css`
  overflow-x: auto;
`;

export const rolesTable = css`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: var(--space-2);
    text-align: left;
    border-bottom: 1px solid var(--color-border);
    white-space: nowrap;
  }
  th {
    font-weight: 600;
  }
`;

export const actionsGrid = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
  gap: var(--space-4);
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const selectField = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-1);
  label {
    font-weight: 600;
  }
  select {
    width: 100%;
    min-height: 44px;
    padding: 0 var(--space-3);
    font: inherit;
    color: var(--color-text);
    background: var(--color-background);
    border: 1px solid var(--color-border);
    border-radius: var(--radius);
  }
`;

export const muted = css`
  color: var(--color-text-muted);
`;

export const personArticle = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
  min-width: 0;
`;
