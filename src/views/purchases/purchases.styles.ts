import { css } from "@linaria/core";
import { breakpoints } from "#src/domain/breakpoints.ts";
import { coverImage, pageColumn } from "../ui/store-page.styles.ts";

export const purchasesPage = css`
  ${pageColumn}
  max-width: 880px;
  p {
    margin: 0;
  }
`;

export const cardList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
`;

export const purchaseCard = css`
  display: grid;
  grid-template-columns: 120px minmax(0, 1fr);
  gap: var(--space-3);
  padding: var(--space-3);
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  background: var(--color-background);
  @media (max-width: ${breakpoints.sm - 1}px) {
    grid-template-columns: 88px minmax(0, 1fr);
    gap: var(--space-2);
  }
  ${coverImage}
  h2 {
    margin: 0 0 var(--space-1);
    font-size: 1.125rem;
  }
  h2 a {
    color: inherit;
  }
`;

export const facts = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: var(--space-1) var(--space-3);
  margin: var(--space-2) 0;
  dt {
    font-size: 0.8125rem;
    color: var(--color-text-muted);
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

/** On the page's background, in the tone's colour (each theme's success/warning/danger meet 4.5:1 there). */
export const statusBadge = css`
  display: inline-flex;
  align-items: center;
  gap: var(--space-1);
  padding: 0 var(--space-2);
  border: 1px solid currentColor;
  border-radius: var(--radius);
  background: var(--color-background);
  color: var(--color-text);
  font-weight: 700;
  font-size: 0.875rem;

  & > svg {
    flex: none;
  }

  &[data-tone="paid"] {
    color: var(--color-success);
  }

  &[data-tone="waiting"],
  &[data-tone="review"] {
    color: var(--color-warning);
  }

  &[data-tone="cancelling"] {
    color: var(--color-text-muted);
  }

  &[data-tone="cancelled"] {
    color: var(--color-danger);
  }
`;

export const pager = css`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  flex-wrap: wrap;
`;

export const tabList = css`
  display: flex;
  gap: var(--space-2);
  border-bottom: 1px solid var(--color-border);
  button {
    min-height: 44px;
    padding: var(--space-2) var(--space-3);
    border: 0;
    border-bottom: 3px solid transparent;
    background: none;
    color: var(--color-text);
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
  button[aria-selected="true"] {
    border-bottom-color: var(--color-primary-strong);
  }
`;

export const progressBar = css`
  width: 100%;
  max-width: 320px;
  height: 8px;
  accent-color: var(--color-primary-strong);
`;

export const cancellationPanel = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
  padding: var(--space-3);
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  background: var(--color-surface-alt);
  h2,
  h3 {
    margin: 0;
    font-size: 1.125rem;
  }
  h3:focus {
    outline: 2px solid var(--color-focus);
    outline-offset: 2px;
  }
`;

export const refundTable = css`
  border-collapse: collapse;
  width: 100%;
  max-width: 480px;
  th,
  td {
    padding: var(--space-1) 0;
    border-bottom: 1px solid var(--color-border);
    text-align: left;
    font-weight: 400;
  }
  td {
    text-align: right;
    font-variant-numeric: tabular-nums;
    font-weight: 600;
  }
  tr:last-child th,
  tr:last-child td {
    font-weight: 700;
    border-bottom: 0;
  }
`;

export const actionRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
  align-items: center;
`;

/** The refund-credit balance above the purchases (ADR 047). */
export const creditNote = css`
  padding: var(--space-2) var(--space-3);
  border: 1px solid var(--color-border);
  border-left: 4px solid var(--color-primary-strong);
  border-radius: var(--radius);
  background: var(--color-surface);
`;
