import { css } from "@linaria/core";
import { layoutSizes } from "#src/domain/breakpoints.ts";

export const sideMenu = css`
  flex: none;
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
  width: 256px;
  padding: var(--space-3) var(--space-2);
  border-right: 1px solid var(--color-border);
  background: var(--color-background);
  color: var(--color-text);
  overflow-y: auto;
  position: sticky;
  top: 0;
  max-height: calc(100vh - ${layoutSizes.headerDesktop}px);
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  ul ul {
    padding-left: var(--space-4);
  }
  a,
  span[data-group] {
    display: flex;
    align-items: center;
    gap: var(--space-2);
    min-height: 44px;
    padding: 0 var(--space-2);
    border-radius: var(--radius);
    color: var(--color-text);
    text-decoration: none;
  }
  span[data-group] {
    color: var(--color-text-muted);
    font-weight: 600;
  }
  a:hover {
    background: var(--color-surface-alt);
  }
  a[aria-current="page"] {
    background: var(--color-surface-alt);
    color: var(--color-primary-strong);
    font-weight: 700;
  }
  svg {
    flex: none;
  }
`;

export const miniMenu = css`
  width: 72px;
  align-items: center;
  a {
    justify-content: center;
    width: 48px;
    padding: 0;
  }
`;

export const drawerMenu = css`
  position: fixed;
  top: 0;
  left: 0;
  bottom: 0;
  z-index: 40;
  width: min(320px, 85vw);
  max-height: none;
  box-shadow: 0 0 24px var(--color-overlay);
`;

export const drawerBackdrop = css`
  position: fixed;
  inset: 0;
  z-index: 39;
  background: var(--color-overlay);
  border: none;
  padding: 0;
`;

/** A labelled search box of the shell (the menu's filter, the status dialog's search). */
export const menuFilter = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-1);
  font-size: 0.875rem;
  color: var(--color-text-muted);
  input {
    min-height: 40px;
    padding: 0 var(--space-2);
    font: inherit;
    color: var(--color-text);
    background: var(--color-background);
    border: 1px solid var(--color-border);
    border-radius: var(--radius);
  }
`;

export const drawerTop = css`
  display: flex;
  justify-content: flex-end;
`;

export const iconButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid transparent;
  border-radius: var(--radius);
  background: transparent;
  color: var(--color-text);
  cursor: pointer;
  &:hover {
    background: var(--color-surface-alt);
  }
  &[aria-expanded="true"] {
    border-color: var(--color-border);
  }
`;
