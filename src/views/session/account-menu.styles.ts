import { css } from "@linaria/core";

export const accountMenu = css`
  position: relative;
`;

export const avatar = css`
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 2px solid var(--color-primary-strong);
  background: var(--color-primary-strong);
  color: var(--color-on-primary);
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  padding: 0;
  overflow: hidden;
`;

export const avatarPhoto = css`
  display: block;
  width: 100%;
  height: 100%;
  border-radius: 50%;
  object-fit: cover;
`;

export const accountMenuPanel = css`
  position: absolute;
  right: 0;
  top: calc(100% + var(--space-2));
  z-index: 20;
  min-width: 260px;
  padding: var(--space-3);
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  background: var(--color-background);
  color: var(--color-text);
  p {
    margin: 0 0 var(--space-2);
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: var(--space-1);
  }
  button,
  a {
    display: block;
    width: 100%;
    min-height: 40px;
    padding: var(--space-2);
    border: none;
    background: transparent;
    color: var(--color-link);
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  button:disabled {
    color: var(--color-text-muted);
    cursor: not-allowed;
  }
`;
