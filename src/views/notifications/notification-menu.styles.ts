import { css } from "@linaria/core";
import { breakpoints, layoutSizes } from "#src/domain/breakpoints.ts";

/** Spec §9: the menu is 325 px wide; on small screens it hangs from the header's right edge. */
export const panel = css`
  position: absolute;
  right: 0;
  top: calc(100% + var(--space-2));
  z-index: 20;
  display: flex;
  flex-direction: column;
  width: ${layoutSizes.notificationMenuWidth}px;
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  background: var(--color-background);
  color: var(--color-text);
  box-shadow: 0 8px 24px var(--color-overlay);
  &:focus {
    outline: 2px solid var(--color-focus);
  }
  @media (max-width: ${breakpoints.headerSmall}px) {
    position: fixed;
    top: ${layoutSizes.platformHeaderSmall}px;
    right: var(--space-2);
    width: min(${layoutSizes.notificationMenuWidth}px, calc(100vw - 2 * var(--space-2)));
  }
`;

export const panelHead = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2);
  padding: var(--space-2) var(--space-3);
  border-bottom: 1px solid var(--color-border);
  h2 {
    margin: 0;
    font-size: 1rem;
  }
  button {
    white-space: nowrap;
  }
`;

export const linkButton = css`
  min-height: 44px;
  padding: 0 var(--space-1);
  border: none;
  background: transparent;
  color: var(--color-link);
  font: inherit;
  font-size: 0.875rem;
  text-decoration: underline;
  cursor: pointer;
  &:disabled {
    color: var(--color-text-muted);
    text-decoration: none;
    cursor: default;
  }
`;

/** Spec §9: the list is at most 400 px high; it scrolls (and loads the next page at its end). */
export const list = css`
  max-height: ${layoutSizes.notificationListMaxHeight}px;
  overflow-y: auto;
  overscroll-behavior: contain;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const item = css`
  display: grid;
  grid-template-columns: 32px 1fr 12px;
  gap: var(--space-2);
  align-items: start;
  width: 100%;
  padding: var(--space-2) var(--space-3);
  border: none;
  border-bottom: 1px solid var(--color-border);
  background: transparent;
  color: var(--color-text);
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: var(--color-surface);
  }
  &:focus-visible {
    outline: 2px solid var(--color-focus);
    outline-offset: -2px;
  }
`;

export const icon = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: var(--color-surface-alt);
  color: var(--color-primary-strong);
  svg {
    width: 18px;
    height: 18px;
  }
`;

export const itemText = css`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

export const itemTitle = css`
  font-weight: 600;
`;

export const itemTitleRead = css`
  font-weight: 400;
`;

export const itemMessage = css`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  font-size: 0.875rem;
  color: var(--color-text-muted);
`;

export const itemTime = css`
  font-size: 0.75rem;
  color: var(--color-text-muted);
`;

export const unreadDot = css`
  width: 10px;
  height: 10px;
  margin-top: 6px;
  border-radius: 50%;
  background: var(--color-primary-strong);
`;

export const notice = css`
  margin: 0;
  padding: var(--space-4) var(--space-3);
  color: var(--color-text-muted);
  text-align: center;
`;

export const listEnd = css`
  display: flex;
  justify-content: center;
  padding: var(--space-2);
  min-height: 1px;
`;

/** The page's spinner (ui.styles) at 20 px, at the end of the list. */
export const smallSpinner = css`
  && {
    width: 20px;
    height: 20px;
    border-width: 3px;
  }
`;

export const detailHead = css`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  margin-bottom: var(--space-3);
  h2 {
    margin: 0;
  }
`;

export const detailTime = css`
  color: var(--color-text-muted);
  font-size: 0.875rem;
`;
