import { describe, expect, it } from "vitest";
import { supportedLanguages, type Language } from "../domain/language.ts";
import { resourcesFor } from "./resources.server.ts";
import { createI18n } from "./setup.ts";
import { createTranslator } from "./translator.ts";

function leafKeys(node: unknown, prefix = ""): string[] {
  if (typeof node !== "object" || node === null || Array.isArray(node)) return [prefix];
  return Object.entries(node).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
}

const sample = {
  count: 3,
  year: 2026,
  name: "Ana",
  term: "uti",
  destination: "a***@sabia.dev",
  percent: 25,
  price: "R$ 10,00",
  label: "3× de R$ 10,00",
  page: 2,
  area: "Medicina",
  category: "UTI",
  institution: "ABRAMEDE",
  phone: "11 98765 4321",
  hours: 120,
  months: 12,
  date: "01/10/2026",
  score: "4,8",
  title: "Aula 1",
};

const emptySearchText = (language: Language) =>
  createTranslator(language, resourcesFor(language)).getFixedT(language, "search")("results", { count: 0 });

describe("page translator matches i18next", () => {
  it.each(supportedLanguages)(
    "gives i18next's text for every key of every namespace in %s",
    (language: Language) => {
      const resources = resourcesFor(language);
      const reference = createI18n(language, resources);
      const translator = createTranslator(language, resources);
      for (const [namespace, tree] of Object.entries(resources)) {
        for (const key of leafKeys(tree).map((k) => k.replace(/_(zero|one|other|few|many)$/, ""))) {
          const fixed = translator.getFixedT(language, namespace);
          const leaf = key
            .split(".")
            .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
          if (Array.isArray(leaf)) {
            expect(fixed(key, { returnObjects: true })).toEqual(
              reference.t(`${namespace}:${key}`, { returnObjects: true }),
            );
            continue;
          }
          expect(fixed(key, sample), `${namespace}:${key}`).toBe(reference.t(`${namespace}:${key}`, sample));
          expect(fixed(key, { ...sample, count: 1 }), `${namespace}:${key} (1)`).toBe(
            reference.t(`${namespace}:${key}`, { ...sample, count: 1 }),
          );
          expect(fixed(key, { ...sample, count: 0 }), `${namespace}:${key} (0)`).toBe(
            reference.t(`${namespace}:${key}`, { ...sample, count: 0 }),
          );
        }
      }
    },
  );

  it("says 'no courses' for an empty search in every language (pt-BR's plural rules call 0 'one')", () => {
    expect(emptySearchText("pt-BR")).toBe("Nenhum curso encontrado");
    expect(emptySearchText("en")).toBe("No courses found");
    expect(emptySearchText("es")).toBe("Ningún curso encontrado");
  });

  it("reaches other namespaces with ns:key and returns objects when asked", () => {
    const translator = createTranslator("pt-BR", resourcesFor("pt-BR"));
    expect(translator.getFixedT("pt-BR", "auth")("common:appName")).toBe("Sabiá");
    expect(Array.isArray(translator.getFixedT("pt-BR", "search")("months", { returnObjects: true }))).toBe(
      true,
    );
    expect(translator.t("missing.key")).toBe("missing.key");
  });
});
