import { describe, expect, it } from "vitest";
import { supportedLanguages } from "../domain/language.ts";

const files = import.meta.glob<{ default: Record<string, unknown> }>("./locales/*/*.json", { eager: true });

function keysOf(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe("locale resources", () => {
  const namespaces = new Set(Object.keys(files).map((path) => path.split("/")[3]));

  it.each([...namespaces])("namespace %s has the same keys, all non-empty, in pt-BR, en and es", (ns) => {
    const [reference, ...others] = supportedLanguages.map((language) => {
      const file = files[`./locales/${language}/${ns}`];
      expect(file, `${language}/${ns}`).toBeDefined();
      return file!.default;
    });
    const referenceKeys = keysOf(reference).toSorted();
    for (const other of others) expect(keysOf(other).toSorted()).toEqual(referenceKeys);
    for (const language of [reference, ...others]) {
      for (const key of referenceKeys) {
        const leaf = key
          .split(".")
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], language);
        expect(typeof leaf === "string" && leaf.trim() !== "", key).toBe(true);
      }
    }
  });
});
