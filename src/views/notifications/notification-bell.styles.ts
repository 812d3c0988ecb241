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

/** The bell's dot: unread total minus soft reads above 0 (spec §4). */
export const bellDot = css`
  position: absolute;
  top: 8px;
  right: 9px;
  width: 10px;
  height: 10px;
  border: 2px solid var(--color-background);
  border-radius: 50%;
  background: var(--color-danger);
`;
