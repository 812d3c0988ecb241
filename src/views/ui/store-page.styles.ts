/**
 * CSS shared by store pages (cart, checkout, my purchases and my courses): plain strings that Linaria inlines at build time
 * where a `css` template interpolates them, so each page keeps its own class and nothing of this reaches the
 * browser as JavaScript.
 */

/** A store page's column: stacked sections, the page's vertical padding and its h1. */
export const pageColumn = `
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
  padding-top: var(--space-4);
  padding-bottom: var(--space-5);
  h1 {
    margin: 0;
    font-size: clamp(1.5rem, 3vw, 2rem);
    line-height: 1.2;
  }
`;

/** A course's 16:9 cover image (a card's, the checkout summary's). */
export const coverImage = `
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: var(--radius);
    background: var(--color-surface-alt);
  }
`;
