import { css } from "@linaria/core";
import { breakpoints, layoutSizes } from "#src/domain/breakpoints.ts";

export const rolePanel = css`
  width: 100%;
  max-width: ${layoutSizes.rolePanelMaxWidth}px;
  margin: var(--space-5) auto;
  padding: var(--space-4);
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  background: var(--color-background);
  h1,
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

export const panelHeader = css`
  display: flex;
  align-items: center;
  gap: var(--space-2);
`;

export const iconButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid var(--color-border);
  border-radius: 50%;
  background: transparent;
  color: var(--color-text);
  cursor: pointer;
`;

export const choiceList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: var(--space-1);
`;

export const roleList = css`
  max-height: ${layoutSizes.roleListMaxHeight}px;
  overflow-y: auto;
`;

export const choiceButton = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2);
  width: 100%;
  min-height: 48px;
  padding: var(--space-2) var(--space-3);
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  background: var(--color-surface);
  color: var(--color-text);
  font: inherit;
  text-align: left;
  cursor: pointer;
  &[aria-current="true"] {
    border: 2px solid var(--color-primary-strong);
    font-weight: 700;
  }
`;

export const impersonationBar = css`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 50;
  min-height: ${layoutSizes.impersonationBar}px;
  display: flex;
  align-items: center;
  justify-content: center;
  flex-wrap: wrap;
  gap: var(--space-3);
  padding: var(--space-2) var(--space-4);
  background: var(--color-text);
  color: var(--color-background);
  @media (max-width: ${breakpoints.sm - 1}px) {
    min-height: ${layoutSizes.impersonationBarSmall}px;
  }
  button {
    border-color: var(--color-background);
    color: var(--color-background);
  }
  /* The page ends above the fixed bar, so its last lines (the store's footer, a form's button) are never under it. */
  :global(body:has([data-impersonation-bar])) {
    padding-bottom: ${layoutSizes.impersonationBar}px;
    @media (max-width: ${breakpoints.sm - 1}px) {
      padding-bottom: ${layoutSizes.impersonationBarSmall}px;
    }
  }
`;

export const messagePage = css`
  max-width: 560px;
  margin: var(--space-6) auto;
  padding: 0 var(--space-3);
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
  text-align: center;
  align-items: center;
`;
