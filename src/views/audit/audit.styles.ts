import { css } from "@linaria/core";

// Staff styles join the one global stylesheet every page loads: kept few.

/** The filters' form: the fieldset, then its buttons below it. */
export const auditForm = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
`;

/** The filters: person, action, from and to side by side where they fit, the buttons after them. */
export const auditFilters = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
  align-items: start;
  gap: var(--space-2) var(--space-3);
  margin: 0;
  padding: var(--space-3);
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  legend {
    padding: 0 var(--space-1);
    font-weight: 600;
  }
`;

export const auditButtons = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2) var(--space-3);
  align-items: center;
`;

/** The log: scrolls sideways inside its own box on a narrow screen (focusable, so the keyboard scrolls it). */
export const auditTable = css`
  overflow-x: auto;
  /* Wide enough for its six columns: on a phone the box scrolls sideways rather than squeezing the names. */
  table {
    width: 100%;
    min-width: 48rem;
    border-collapse: collapse;
  }
  caption {
    padding: var(--space-2) 0;
    text-align: left;
    color: var(--color-text-muted);
  }
  th,
  td {
    padding: var(--space-2);
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid var(--color-border);
  }
  td small {
    display: block;
    color: var(--color-text-muted);
    overflow-wrap: anywhere;
  }
  td:first-child {
    white-space: nowrap;
  }
`;
