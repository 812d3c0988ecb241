import { css } from "@linaria/core";
import { breakpoints, layoutSizes } from "#src/domain/breakpoints.ts";

export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

export const skipLink = css`
  position: absolute;
  left: var(--space-3);
  top: -100px;
  z-index: 100;
  padding: var(--space-2) var(--space-3);
  background: var(--color-primary-strong);
  color: var(--color-on-primary);
  border-radius: var(--radius);
  &:focus {
    top: var(--space-2);
  }
`;

export const container = css`
  width: 100%;
  max-width: ${layoutSizes.wideContainerMax}px;
  margin: 0 auto;
  padding: 0 var(--space-3);
`;

export const buttonPrimary = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: var(--space-2) var(--space-4);
  border: 2px solid var(--color-primary-strong);
  border-radius: var(--radius);
  background: var(--color-primary-strong);
  color: var(--color-on-primary);
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
`;

export const buttonSecondary = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: var(--space-2) var(--space-3);
  border: 2px solid var(--color-primary-strong);
  border-radius: var(--radius);
  background: transparent;
  color: var(--color-text);
  font: inherit;
  cursor: pointer;
`;

export const spinner = css`
  display: inline-block;
  width: 48px;
  height: 48px;
  border: 4px solid var(--color-surface-alt);
  border-top-color: var(--color-loading);
  border-radius: 50%;
  animation: sabia-spin 0.9s linear infinite;
  @keyframes sabia-spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 3s;
  }
`;

export const centeredPage = css`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: var(--space-3);
  padding: var(--space-4);
  text-align: center;
`;

export const logo = css`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  font-size: 1.5rem;
  font-weight: 800;
  letter-spacing: -0.02em;
  color: var(--color-text);
  text-decoration: none;
`;

/**
 * A tenant's logo in the platform header: 44 px high and as wide as its shape asks (a 2:1 lockup is 88 px), up to
 * 132 px — a square box of 32 px made a lockup with its wordmark illegible (issue 28).
 */
export const logoImage = css`
  height: 44px;
  width: auto;
  max-width: 132px;
  object-fit: contain;
  /* A phone's header holds six controls beside it: there the logo keeps the 32 px square it always had. */
  @media (max-width: ${breakpoints.headerSmall}px) {
    height: 32px;
    max-width: 32px;
  }
`;

/** The tenant's name beside its logo; on a small header (≤ 600 px) the logo alone (the link still names it). */
export const logoName = css`
  @media (max-width: ${breakpoints.headerSmall}px) {
    display: none;
  }
`;

export const logoMark = css`
  display: inline-block;
  width: 28px;
  height: 28px;
  border-radius: 50% 50% 50% 8px;
  background: var(--color-primary);
`;
