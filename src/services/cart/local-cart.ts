import { Option, Schema } from "effect";
import { cartCapacity } from "../api/cart-api.ts";
import { SlugParam } from "../api/query-schemas.ts";
import type { KeyValueStore } from "../session/session-storage.ts";

/** Where an anonymous visitor's cart lives (ADR 067): course addresses, oldest first. */
export const localCartKey = "sabia.cart";

const decodeSlugs = Schema.decodeUnknownOption(Schema.Array(SlugParam));

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** The browser's cart; anything unreadable (another version's value, a hand edit) counts as empty. */
export function readLocalCart(storage: KeyValueStore): string[] {
  const stored = decodeSlugs(parsed(storage.getItem(localCartKey) ?? "[]"));
  return Option.match(stored, {
    onNone: () => [],
    onSome: (slugs) => [...new Set(slugs)].slice(0, cartCapacity),
  });
}

/** Adds a course at the end (once); a full cart keeps its oldest courses. */
export function addToLocalCart(storage: KeyValueStore, slug: string): string[] {
  const courses = readLocalCart(storage);
  const next = courses.includes(slug) ? courses : [...courses, slug].slice(0, cartCapacity);
  storage.setItem(localCartKey, JSON.stringify(next));
  return next;
}

export function removeFromLocalCart(storage: KeyValueStore, slug: string): string[] {
  const next = readLocalCart(storage).filter((course) => course !== slug);
  storage.setItem(localCartKey, JSON.stringify(next));
  return next;
}

/** After the server took the anonymous cart in (sign-in merge), the browser keeps no copy. */
export const clearLocalCart = (storage: KeyValueStore): void => storage.removeItem(localCartKey);
