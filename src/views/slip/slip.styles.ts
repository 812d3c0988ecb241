import { css } from "@linaria/core";
import { breakpoints } from "#src/domain/breakpoints.ts";

export const slipPage = css`
  box-sizing: border-box;
  width: 100%;
  max-width: 760px;
  margin: 0 auto;
  padding: var(--space-3) var(--space-3) var(--space-5);
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
  h1 {
    margin: 0;
    font-size: 1.5rem;
  }
  p {
    margin: 0;
  }
  @media print {
    padding: 0;
    max-width: none;
  }
`;

export const slipHeader = css`
  display: flex;
  justify-content: space-between;
  align-items: center;
  @media print {
    display: none;
  }
`;

export const slipBox = css`
  border: 1px solid var(--color-text);
  border-radius: var(--radius);
  overflow: hidden;
`;

export const slipHead = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2) var(--space-3);
  align-items: baseline;
  padding: var(--space-2) var(--space-3);
  border-bottom: 1px solid var(--color-text);
  font-weight: 700;
`;

export const slipLine = css`
  font-family: ui-monospace, "DejaVu Sans Mono", monospace;
  font-size: 1rem;
  letter-spacing: 0.02em;
  word-break: break-word;
`;

export const slipFields = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  margin: 0;
  > div {
    padding: var(--space-2) var(--space-3);
    border-bottom: 1px solid var(--color-border);
  }
  > div:nth-child(odd) {
    border-right: 1px solid var(--color-border);
  }
  dt {
    font-size: 0.75rem;
    color: var(--color-text-muted);
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
  @media (max-width: ${breakpoints.sm - 1}px) {
    grid-template-columns: minmax(0, 1fr);
    > div:nth-child(odd) {
      border-right: 0;
    }
  }
`;

export const slipWide = css`
  grid-column: 1 / -1;
  border-right: 0 !important;
`;

/** The scanner needs black bars on white whatever the theme; the svg scales to the box, keeping its bars crisp. */
export const barcodeArea = css`
  padding: var(--space-3);
  background: var(--color-barcode-space);
  svg {
    display: block;
    width: 100%;
    max-width: 640px;
    height: 64px;
  }
`;

export const noPrint = css`
  @media print {
    display: none !important;
  }
`;
