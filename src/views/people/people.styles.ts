import { css } from "@linaria/core";

// Staff styles join the one global stylesheet every page loads: kept few. (Importing another area's style module
// would share its class-name chunk with the store's pages and add a file to their first visit.)

/** The person's page: her name, then her cards. */
export const personPage = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
  h2 {
    margin: var(--space-3) 0 0;
  }
`;

export const peopleCard = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
  min-width: 0;
  padding: var(--space-3);
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  h2,
  h3 {
    margin: 0;
    font-size: 1.125rem;
  }
  /* Wide enough that an e-mail or a uuid fits on one line where it can. */
  dl {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
    gap: var(--space-1) var(--space-3);
    margin: 0;
  }
  dt {
    font-size: 0.8125rem;
    color: var(--color-text-muted);
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

export const searchForm = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 0 var(--space-3);
  & > div {
    flex: 1 1 260px;
  }
  /* Level with the input, below its label (the hint and an error go under the input). */
  button {
    margin-top: calc(1.5em + var(--space-1));
  }
`;

export const rolesTable = css`
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: var(--space-2);
    text-align: left;
    border-bottom: 1px solid var(--color-border);
    white-space: nowrap;
  }
`;

export const actionsGrid = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 280px), 1fr));
  gap: var(--space-3);
`;

/** Beside rolesTable: the purchases' cells wrap (course names are long), so every column stays in view. */
export const purchasesTable = css`
  && td {
    white-space: normal;
  }
  && td:first-child,
  && td:nth-last-child(2) {
    white-space: nowrap;
  }
`;
