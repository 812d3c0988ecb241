/**
 * Where a key moves focus in a vertical list of links (the WAI-ARIA disclosure-navigation pattern's optional
 * arrow keys): ↓ and ↑ to the next and previous item (stopping at the ends), Home and End to the first and
 * last. Any other key, or an empty list, gives null: the key keeps its usual meaning.
 */
export function listKeyTarget(key: string, index: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case "ArrowDown":
      return Math.min(index + 1, count - 1);
    case "ArrowUp":
      return Math.max(index - 1, 0);
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
