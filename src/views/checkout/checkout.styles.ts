import { css } from "@linaria/core";
import { breakpoints } from "#src/domain/breakpoints.ts";
import { coverImage } from "../ui/store-page.styles.ts";

export const checkoutPage = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(280px, 360px);
  grid-template-areas:
    "head head"
    "step summary";
  gap: var(--space-4);
  padding-top: var(--space-4);
  padding-bottom: var(--space-5);
  @media (max-width: ${breakpoints.md - 1}px) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: "head" "summary" "step";
    gap: var(--space-3);
  }
  /* A phone cannot scan its own screen (issue 28): with a code or a slip to pay, the step comes before the summary. */
  &[data-screen="confirmation"] {
    @media (max-width: ${breakpoints.md - 1}px) {
      grid-template-areas: "head" "step" "summary";
    }
  }
  h1 {
    margin: 0 0 var(--space-3);
    font-size: clamp(1.5rem, 3vw, 2rem);
    line-height: 1.2;
  }
  h2 {
    margin: 0 0 var(--space-3);
    font-size: 1.25rem;
  }
`;

export const pageHead = css`
  grid-area: head;
`;

export const stepArea = css`
  grid-area: step;
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
  min-width: 0;
`;

export const summaryArea = css`
  grid-area: summary;
  align-self: start;
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
  padding: var(--space-3);
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  background: var(--color-surface);
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
  p {
    margin: 0;
  }
`;

export const summaryCourse = css`
  display: grid;
  grid-template-columns: 96px minmax(0, 1fr);
  gap: var(--space-3);
  align-items: start;
  ${coverImage}
`;

export const muted = css`
  color: var(--color-text-muted);
  font-size: 0.875rem;
`;

export const totals = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: var(--space-1) var(--space-3);
  margin: 0;
  dt,
  dd {
    margin: 0;
  }
  dd {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

export const totalRow = css`
  font-weight: 800;
  font-size: 1.125rem;
  padding-top: var(--space-2);
  border-top: 1px solid var(--color-border);
`;

export const stepper = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: var(--space-2);
  counter-reset: step;
  li {
    display: flex;
    align-items: center;
    gap: var(--space-2);
    padding: var(--space-2) 0;
    border-top: 4px solid var(--color-border);
    color: var(--color-text-muted);
    font-weight: 600;
    counter-increment: step;
    min-width: 0;
  }
  /* A phone's third of the width cannot hold the number and "Confirmação" side by side. */
  @media (max-width: ${breakpoints.sm - 1}px) {
    li {
      flex-direction: column;
      align-items: flex-start;
      gap: var(--space-1);
      font-size: 0.875rem;
      overflow-wrap: anywhere;
    }
  }
  li::before {
    content: counter(step);
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 28px;
    height: 28px;
    border-radius: 50%;
    border: 2px solid currentColor;
  }
  li[data-status="done"],
  li[aria-current="step"] {
    border-top-color: var(--color-primary-strong);
    color: var(--color-text);
  }
  li[aria-current="step"]::before {
    background: var(--color-primary-strong);
    border-color: var(--color-primary-strong);
    color: var(--color-on-primary);
  }
  button {
    padding: 0;
    border: 0;
    background: none;
    color: var(--color-link);
    font: inherit;
    text-decoration: underline;
    cursor: pointer;
    min-height: 44px;
  }
`;

export const panel = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
  padding: var(--space-4);
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  background: var(--color-background);
  @media (max-width: ${breakpoints.sm - 1}px) {
    padding: var(--space-3);
  }
  p {
    margin: 0;
  }
`;

export const choiceList = css`
  margin: 0;
  padding: 0;
  border: 0;
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
  legend {
    padding: 0;
    margin-bottom: var(--space-2);
    font-weight: 700;
  }
  label {
    display: flex;
    align-items: center;
    gap: var(--space-2);
    min-height: 44px;
    padding: var(--space-2) var(--space-3);
    border: 1px solid var(--color-border);
    border-radius: var(--radius);
    background: var(--color-surface);
    cursor: pointer;
  }
  label:has(input:checked) {
    border: 2px solid var(--color-primary-strong);
  }
  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 0;
  }
`;

export const inlineForm = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: var(--space-2);
  > div {
    flex: 1 1 200px;
  }
`;

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
  align-items: center;
`;

export const cardGrid = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: var(--space-3);
  > :first-child,
  > :nth-child(2) {
    grid-column: 1 / -1;
  }
  /* On a phone the installments ("12× de R$ 1.234,56 sem juros") take the whole row, not half of it. */
  @media (max-width: ${breakpoints.sm - 1}px) {
    > :nth-child(5) {
      grid-column: 1 / -1;
    }
  }
`;

/** The card's installments, under the card choice of step 1 (its label is not a choice box). */
export const installmentsField = css`
  margin-left: var(--space-4);
  max-width: 24rem;
  && label {
    min-height: 0;
    padding: 0;
    border: 0;
    background: none;
    font-weight: 600;
    cursor: default;
  }
`;

/** The Pix code and its copy button first (what a phone uses); from md up the QR moves above them, to be scanned. */
export const pixCode = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
  @media (min-width: ${breakpoints.md}px) {
    & > img {
      order: -1;
    }
  }
`;

export const qrImage = css`
  display: block;
  width: 240px;
  max-width: 100%;
  height: auto;
  aspect-ratio: 1;
  padding: var(--space-2);
  background: var(--color-on-primary);
  border-radius: var(--radius);
`;

export const codeText = css`
  width: 100%;
  min-height: 96px;
  padding: var(--space-2);
  font-family: ui-monospace, monospace;
  font-size: 0.875rem;
  color: var(--color-text);
  background: var(--color-surface);
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  resize: vertical;
  overflow-wrap: anywhere;
`;

export const countdown = css`
  font-size: 1.5rem;
  font-weight: 800;
  font-variant-numeric: tabular-nums;
`;

export const digitableLine = css`
  font-family: ui-monospace, monospace;
  font-size: 1rem;
  overflow-wrap: anywhere;
  padding: var(--space-2);
  background: var(--color-surface);
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
`;

export const statusHeading = css`
  display: flex;
  align-items: center;
  gap: var(--space-2);
`;

export const lineBlock = css`
  margin: 0;
  dt {
    font-weight: 700;
    margin-bottom: var(--space-1);
  }
  dd {
    margin: 0;
  }
`;

/** The guarantee and the security note by the pay button (issue 28): small lines, each with its icon. */
export const assurance = css`
  display: grid;
  gap: var(--space-1);
  margin: var(--space-3) 0 0;
  padding: 0;
  list-style: none;
  font-size: 0.875rem;
  color: var(--color-text-muted);

  & li {
    display: flex;
    gap: var(--space-2);
    align-items: flex-start;
  }

  & svg {
    flex: none;
    margin-top: 2px;
    color: var(--color-success);
  }
`;
