import { css } from "@linaria/core";

export const bannerSection = css`
  padding-top: var(--space-4);
`;

export const bannerList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 100%;
  gap: var(--space-3);
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scroll-behavior: smooth;
  overscroll-behavior-x: contain;
  @media (prefers-reduced-motion: reduce) {
    scroll-behavior: auto;
  }
`;

export const bannerSlide = css`
  scroll-snap-align: start;
  display: flex;
  flex-direction: column;
  border-radius: var(--radius);
  overflow: hidden;
  background: var(--color-surface);
  border: 1px solid var(--color-border);
  a {
    display: block;
  }
  a:focus-visible {
    outline-offset: -4px;
  }
  picture,
  img {
    display: block;
    width: 100%;
    height: auto;
  }
`;

export const bannerCaption = css`
  padding: var(--space-3);
  p {
    margin: 0;
  }
`;

export const bannerTitle = css`
  font-size: 1.125rem;
  font-weight: 700;
`;

export const bannerControls = css`
  display: flex;
  justify-content: flex-end;
  gap: var(--space-2);
  margin-top: var(--space-2);
`;
