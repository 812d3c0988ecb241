import { css } from "@linaria/core";

// Staff styles join the one global stylesheet every page loads: kept few.

/** The toolbar above the queue (reload, then what happened) and each item's buttons. */
export const queueRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2) var(--space-3);
  align-items: center;
`;

/** One kind's items: a plain list of bordered cards. */
export const queueList = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One item: its title, its facts as term and value, then its actions or what it waits for. */
export const queueItem = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
  padding: var(--space-3);
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: var(--space-1) var(--space-3);
    margin: 0;
  }
  dt {
    color: var(--color-text-muted);
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  form {
    display: flex;
    flex-direction: column;
    gap: var(--space-2);
  }
`;
