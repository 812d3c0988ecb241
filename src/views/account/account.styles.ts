import { css } from "@linaria/core";
import { breakpoints } from "#src/domain/breakpoints.ts";

export const accountPage = css`
  width: 100%;
  max-width: 960px;
  margin: 0 auto;
  padding: var(--space-4) var(--space-3) var(--space-6);
  h1 {
    margin: 0 0 var(--space-1);
    font-size: 1.75rem;
  }
`;

export const accountHeader = css`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  margin-bottom: var(--space-4);
  p {
    margin: 0;
    color: var(--color-text-muted);
  }
`;

export const avatar = css`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 72px;
  height: 72px;
  border-radius: 50%;
  overflow: hidden;
  background: var(--color-primary-strong);
  color: var(--color-on-primary);
  font-size: 1.75rem;
  font-weight: 700;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const tabsLayout = css`
  display: grid;
  grid-template-columns: 240px 1fr;
  gap: var(--space-4);
  align-items: start;
  @media (max-width: ${breakpoints.md - 1}px) {
    grid-template-columns: 1fr;
    gap: var(--space-3);
  }
`;

export const tabList = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-1);
  @media (max-width: ${breakpoints.md - 1}px) {
    flex-direction: row;
    overflow-x: auto;
    padding-bottom: var(--space-1);
  }
`;

export const tab = css`
  min-height: 44px;
  padding: var(--space-2) var(--space-3);
  border: 1px solid transparent;
  border-radius: var(--radius);
  background: transparent;
  color: var(--color-text);
  font: inherit;
  text-align: left;
  white-space: nowrap;
  cursor: pointer;
  &[aria-selected="true"] {
    border-color: var(--color-primary-strong);
    background: var(--color-surface-alt);
    font-weight: 700;
  }
`;

export const tabPanel = css`
  padding: var(--space-4);
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  background: var(--color-background);
  h2 {
    margin: 0 0 var(--space-3);
    font-size: 1.25rem;
  }
  fieldset {
    margin: 0 0 var(--space-3);
    padding: 0;
    border: 0;
    display: flex;
    flex-direction: column;
    gap: var(--space-2);
  }
  legend {
    margin-bottom: var(--space-2);
    font-weight: 600;
  }
  select {
    min-height: 44px;
    max-width: 100%;
    font: inherit;
  }
`;

export const choice = css`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  min-height: 44px;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
  }
`;

export const photoPreview = css`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  margin-bottom: var(--space-3);
  img {
    width: 120px;
    height: 135px;
    object-fit: cover;
    border-radius: var(--radius);
    border: 1px solid var(--color-border);
  }
`;
