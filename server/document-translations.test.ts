import { describe, expect, it } from "vitest";
import { serverForThisFile } from "../scripts/server-for-tests.ts";
import { documentRequestHeader } from "../src/domain/document-request.ts";

/**
 * ADR 043 on the real server: a page's words travel once, in a JSON script of the document, and no longer inside
 * the root loader's data; React Router's data request (a language change revalidates the root) still gets them.
 */
const server = serverForThisFile();

const coursePath = "/curso/uti-online-2-edicao";
const occurrences = (text: string, needle: string) => text.split(needle).length - 1;

describe("a document's translations", () => {
  it("the page carries its language's words once, in a JSON script, and not in the loader data", async () => {
    const response = await fetch(`${server().baseUrl}${coursePath}`, {
      headers: { "Accept-Language": "en" },
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    const script = /<script id="translations" nonce="[^"]*" type="application\/json">([^<]*)<\/script>/.exec(
      html,
    );
    expect(script).not.toBeNull();
    const words = JSON.parse(script![1]!) as { common: { skipToContent: string } };
    expect(words.common.skipToContent).toBe("Skip to content");
    // The key names every namespace's words: one copy in the whole document.
    expect(occurrences(html, '"skipToContent"')).toBe(1);
    expect(html).toContain('<html lang="en"');
  });

  it("a data request (the root revalidating after a language change) gets the words in the loader data, whatever it claims", async () => {
    for (const headers of [{}, { [documentRequestHeader]: "1" }] as Record<string, string>[]) {
      const response = await fetch(`${server().baseUrl}${coursePath}.data`, {
        headers: { "Accept-Language": "es", ...headers },
      });
      expect(response.status).toBe(200);
      const body = await response.text();
      expect(body).toContain("skipToContent");
      expect(body).toContain("Saltar al contenido");
    }
  });
});
