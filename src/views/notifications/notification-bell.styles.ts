import { css } from "@linaria/core";

export const notificationMenu = css`
  position: relative;
`;

export const bell = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 2px solid transparent;
  border-radius: 50%;
  background: transparent;
  color: var(--color-text);
  cursor: pointer;
  &:hover:not(:disabled) {
    background: var(--color-surface-alt);
  }
  &[aria-expanded="true"] {
    border-color: var(--color-primary-strong);
  }
  &:disabled {
    color: var(--color-text-muted);
    cursor: not-allowed;
  }
  svg {
    width: 24px;
    height: 24px;
  }
`;

/**
 * The bell's dot: unread total minus soft reads above 0 (spec §4), with how many on it (9+ beyond nine; the
 * button's label says the exact number). Text in the page's background colour on the danger colour: ≥ 4.5:1 in
 * every theme.
 */
export const bellDot = css`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 20px;
  height: 20px;
  padding: 0 4px;
  border: 2px solid var(--color-background);
  border-radius: 10px;
  background: var(--color-danger);
  color: var(--color-background);
  font-size: 0.6875rem;
  font-weight: 700;
  line-height: 16px;
  text-align: center;
`;
