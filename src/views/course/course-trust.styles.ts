import { css } from "@linaria/core";
import { breakpoints } from "#src/domain/breakpoints.ts";

/** What a buyer checks before paying (issue 16): rating, students, guarantee, payment methods, a buy bar on phones. */
export const trustLine = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-1) var(--space-3);
  color: var(--color-text-muted);
`;

/** Five stars filled to the score (decorative: the text beside them says the score). */
export const stars = css`
  font-size: 1.15rem;
  letter-spacing: 2px;
  background: linear-gradient(
    90deg,
    var(--color-warning) calc(var(--score) / 5 * 100%),
    var(--color-border) calc(var(--score) / 5 * 100%)
  );
  background-clip: text;
  -webkit-background-clip: text;
  color: transparent;
`;

/** The picture opens the free lesson: a play mark and a caption over it. */
export const preview = css`
  position: relative;
  display: block;
  border-radius: var(--radius);
  overflow: hidden;
  color: #fff;
  text-decoration: none;
  span {
    position: absolute;
    inset: auto 0 0 0;
    padding: var(--space-3);
    background: linear-gradient(transparent, rgba(0, 0, 0, 0.78));
    font-weight: 700;
  }
  span::before {
    content: "▶";
    display: inline-grid;
    place-items: center;
    width: 2.25rem;
    height: 2.25rem;
    margin-right: var(--space-2);
    border-radius: 50%;
    background: #fff;
    color: #000;
  }
  &:hover span,
  &:focus-visible span {
    text-decoration: underline;
  }
`;

export const experts = css`
  list-style: none;
  padding: 0;
  display: grid;
  gap: var(--space-3);
  li {
    display: grid;
    grid-template-columns: 64px 1fr;
    gap: var(--space-3);
    align-items: start;
  }
  img {
    width: 64px;
    height: 64px;
    border-radius: 50%;
  }
  p {
    margin: var(--space-1) 0 0;
    color: var(--color-text-muted);
  }
`;

export const guarantee = css`
  padding: var(--space-2) var(--space-3);
  border-left: 4px solid var(--color-success);
  background: var(--color-background);
  strong {
    display: block;
  }
`;

export const paymentMethods = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-1);
  img {
    display: block;
  }
`;

/**
 * On phones the price box sits far below the fold: a bar fixed to the bottom keeps the price and the buy link in
 * reach. It repeats the box's link, so it is hidden from assistive technology (the box's own link is the one
 * they use) and the page leaves room under it.
 */
export const stickyBuy = css`
  display: none;
  @media (max-width: ${breakpoints.md - 1}px) {
    position: fixed;
    inset: auto 0 0 0;
    z-index: 20;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: var(--space-2);
    padding: var(--space-2) var(--space-3);
    border-top: 1px solid var(--color-border);
    background: var(--color-background);
    box-shadow: 0 -4px 12px rgba(0, 0, 0, 0.12);
  }
`;

export const roomForStickyBuy = css`
  @media (max-width: ${breakpoints.md - 1}px) {
    padding-bottom: 5rem;
  }
`;
