import { css } from "@linaria/core";
import { breakpoints, layoutSizes } from "#src/domain/breakpoints.ts";

export const header = css`
  border-bottom: 1px solid var(--color-border);
  background: var(--color-background);
  /* Spec §9: 132 px on a phone (border included). A floor, not a fixed height: at 200 % text the rows grow. */
  @media (max-width: ${breakpoints.md - 1}px) {
    display: flex;
    flex-direction: column;
    box-sizing: border-box;
    min-height: ${layoutSizes.headerMobile}px;
  }
`;

export const headerRow = css`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  min-height: ${layoutSizes.headerDesktop}px;
  @media (max-width: ${breakpoints.md - 1}px) {
    flex-wrap: wrap;
    /* The logo's line and the buttons' line sit close, so both rows and the course menu fit in 132 px;
       whatever the floor leaves over is shared above and below the two lines. */
    flex: 1;
    align-content: center;
    row-gap: 0;
    min-height: auto;
    padding-top: var(--space-1);
    padding-bottom: 0;
  }
`;

export const searchForm = css`
  flex: 1;
  display: flex;
  max-width: ${layoutSizes.searchBoxMaxWidth}px;
  height: ${layoutSizes.searchBoxHeight}px;
  input {
    flex: 1;
    min-width: 0;
    padding: 0 var(--space-3);
    font: inherit;
    color: var(--color-text);
    background: var(--color-background);
    border: 1px solid var(--color-border);
    border-right: none;
    border-radius: var(--radius) 0 0 var(--radius);
  }
  button {
    border-radius: 0 var(--radius) var(--radius) 0;
  }
  @media (max-width: ${breakpoints.md - 1}px) {
    display: none;
  }
`;

export const headerActions = css`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  margin-left: auto;
  /* A phone at 200 % text: the buttons (search, Libras, sign-in) wrap instead of leaving the screen. */
  flex-wrap: wrap;
  justify-content: flex-end;
`;

export const mobileOnly = css`
  @media (min-width: ${breakpoints.md}px) {
    display: none !important;
  }
`;

export const desktopOnly = css`
  @media (max-width: ${breakpoints.md - 1}px) {
    display: none !important;
  }
`;

export const menuBar = css`
  border-top: 1px solid var(--color-border);
  @media (max-width: ${breakpoints.md - 1}px) {
    border-top: none;
  }
`;

/** Where the user menu's button will be while its code loads: the same size, not a control. */
export const userMenuPlaceholder = css`
  cursor: default;
`;
