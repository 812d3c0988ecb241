import { css } from "@linaria/core";
import { breakpoints, layoutSizes } from "#src/domain/breakpoints.ts";

export const page = css`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

export const main = css`
  flex: 1;
`;

export const marketplaceHeader = css`
  border-bottom: 1px solid var(--color-border);
  background: var(--color-background);
`;

export const headerBar = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: var(--space-3);
  min-height: ${layoutSizes.headerDesktop}px;
  @media (max-width: ${breakpoints.md - 1}px) {
    padding-top: var(--space-2);
    padding-bottom: var(--space-2);
  }
`;

export const preferences = css`
  display: flex;
  flex-wrap: wrap;
  min-width: 0;
  max-width: 100%;
  align-items: flex-end;
  gap: var(--space-3);
`;

export const preferencesField = css`
  display: flex;
  flex-direction: column;
  min-width: 0;
  max-width: 100%;
  font-size: 0.875rem;
  color: var(--color-text-muted);
  select {
    /* A select is as wide as its longest option: at large text it would widen the page. */
    max-width: 100%;
    min-height: 36px;
    font: inherit;
    color: var(--color-text);
    background: var(--color-background);
    border: 1px solid var(--color-border);
    border-radius: var(--radius);
    padding: 0 var(--space-2);
  }
`;

export const noScriptOnly = css`
  align-self: flex-end;
`;

export const footer = css`
  margin-top: var(--space-6);
  padding: var(--space-5) 0;
  background: var(--color-surface);
  border-top: 1px solid var(--color-border);
  color: var(--color-text-muted);
  font-size: 0.875rem;
`;

export const footerRow = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: var(--space-3);
`;

export const simpleHeader = css`
  display: flex;
  justify-content: center;
  align-items: center;
  min-height: ${layoutSizes.headerSimpleDesktop}px;
  @media (max-width: ${breakpoints.md - 1}px) {
    min-height: ${layoutSizes.headerSimpleMobile}px;
  }
`;

/** The simple layout's content (expired password, CPF update, error): one readable column, as on the auth pages. */
export const simpleMain = css`
  flex: 1;
  box-sizing: border-box;
  width: 100%;
  max-width: 520px;
  margin: 0 auto;
  padding: var(--space-4) var(--space-4) var(--space-5);
`;

export const authGrid = css`
  min-height: 100vh;
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  @media (max-width: ${breakpoints.md - 1}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const authImage = css`
  background: linear-gradient(160deg, var(--color-primary), var(--color-secondary));
  @media (max-width: ${breakpoints.md - 1}px) {
    display: none;
  }
`;

export const authContent = css`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: var(--space-4);
  padding: var(--space-5) var(--space-4);
  max-width: 520px;
  width: 100%;
  margin: 0 auto;
`;

export const fullscreen = css`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;
