import { describe, expect, it } from "vitest";
import { supportedLanguages } from "../domain/language.ts";
import { errorPageKind } from "../views/errors/error-page.view.tsx";

/**
 * Spec §8's connection, purchase and page messages, and the key that says each (the identity flows' user
 * messages have their own test, identity-messages.test.ts). Every one must have a text in pt-BR, en and es.
 */
const catalogue: Record<string, string> = {
  "Page not found: 'This page could not be found'": "errors:notFound.message",
  "404 and 500 pages link home": "errors:goHome",
  "Error connecting to server": "errors:unreachable.title",
  "We had a problem, please wait a few moments and try again": "errors:server.message",
  "We are down": "errors:down.title",
  "the linked commerce service had a problem": "checkout:loadFailed.message",
  "fast-buy or quick-purchase load failed": "checkout:fastBuy.failed",
  "payment could not be processed (Pix)": "checkout:payment.failed",
  "payment could not be processed (card)": "checkout:card.denied.other",
  "... with a support link": "checkout:card.support",
  "price changed since last visit (the new price is shown)": "checkout:priceChanged",
  "no search results": "search:empty",
  "course no longer available": "course:inactive.title",
  "course no longer available (at checkout)": "checkout:unavailable.message",
  "the generic error dialog has a reload button": "common:reload",
  "chunk-load failure causes a page reload": "errors:chunkReload",
};

type Tree = { [key: string]: Tree | string };
const files = import.meta.glob<{ default: Tree }>("./locales/*/*.json", { eager: true });
const textOf = (language: string, key: string) => {
  const [namespace, path] = key.split(":") as [string, string];
  const file = files[`./locales/${language}/${namespace}.json`]?.default;
  return path
    .split(".")
    .reduce<Tree | string | undefined>(
      (node, part) => (typeof node === "object" ? node[part] : undefined),
      file,
    );
};

describe("the error catalogue (spec §8)", () => {
  it.each(supportedLanguages)(
    "every connection, purchase and page message has its text in %s",
    (language) => {
      for (const [message, key] of Object.entries(catalogue)) {
        const text = textOf(language, key);
        expect(typeof text === "string" && text.trim() !== "", `${message} → ${key}`).toBe(true);
      }
    },
  );

  it("the three languages say them in their own words (no copy of the pt-BR text left in en or es)", () => {
    for (const key of Object.values(catalogue).filter((entry) => entry !== "common:reload")) {
      expect(textOf("en", key), key).not.toBe(textOf("pt-BR", key));
      expect(textOf("es", key), key).not.toBe(textOf("pt-BR", key));
    }
  });

  it("the error page picks the message by status", () => {
    expect(errorPageKind(404)).toBe("notFound");
    expect(errorPageKind(503)).toBe("down");
    expect(errorPageKind(502)).toBe("unreachable");
    expect(errorPageKind(504)).toBe("server");
    expect(errorPageKind(500)).toBe("server");
    expect(errorPageKind(405)).toBe("server");
  });
});
