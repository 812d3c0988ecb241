import { describe, expect, it } from "vitest";
import { supportedLanguages } from "../domain/language.ts";
import { isDocumentTarget } from "../domain/document-request.ts";
import { documentTranslationsFor, resourcesFor, scriptSafeJson } from "./resources.server.ts";

describe("translations a document carries in its own script (ADR 043)", () => {
  it.each(supportedLanguages)(
    "%s: the JSON reads back as the language's words and cannot close its script",
    (language) => {
      const { resources, json } = documentTranslationsFor(language);
      expect(resources).toBe(resourcesFor(language));
      expect(Object.keys(resources).length).toBeGreaterThan(10);
      expect(json).not.toContain("<");
      expect(JSON.parse(json)).toEqual(resources);
    },
  );

  it("escapes a word with markup in it", () => {
    const text = scriptSafeJson({ x: "</script><script>alert(1)</script>" });
    expect(text).not.toMatch(/<\/?script/i);
    expect(JSON.parse(text)).toEqual({ x: "</script><script>alert(1)</script>" });
  });

  it("is made once per language", () => {
    expect(documentTranslationsFor("en")).toBe(documentTranslationsFor("en"));
  });
});

describe("isDocumentTarget", () => {
  it.each([
    ["/", true],
    ["/curso/uti-online-2-edicao?v=1", true],
    ["/busca?termo=a.data", true],
    [undefined, true],
    ["/curso/uti-online-2-edicao.data", false],
    ["/_.data", false],
    ["/curso/x.data?_routes=root", false],
  ])("%s → %s", (target, document) => {
    expect(isDocumentTarget(target)).toBe(document);
  });
});
