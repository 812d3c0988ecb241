import type { Language } from "../domain/language.ts";

export type Resources = Record<string, Record<string, unknown>>;

export interface TranslateOptions {
  count?: number;
  returnObjects?: boolean;
  [value: string]: unknown;
}

export type Translate = (key: string, options?: TranslateOptions) => string;

export interface Translator {
  language: Language;
  t: Translate;
  /** A `t` whose keys default to one namespace ("ns:key" still reaches another). */
  getFixedT(language: string, namespace: string): Translate;
}

function interpolate(text: string, options: TranslateOptions): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (match, name: string) =>
    options[name] === undefined ? match : String(options[name]),
  );
}

// One per language: making one costs ~50 µs, once per render (issue 17). Not src/domain/intl-formats.ts: importing
// it here would bring its chunk into every page's first visit (the course page has a few bytes of budget left).
const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * The page translator: reads the same JSON resources with i18next's conventions — "ns:key", nested
 * "a.b.c" keys, {{value}} interpolation, plural keys chosen with Intl.PluralRules (key_one, key_other),
 * returnObjects — in under 1 KB. i18next itself formats server-side messages (e-mails); a parity test
 * checks both engines give the same text for every key in every language (ADR 008).
 */
export function createTranslator(
  language: Language,
  resources: Resources,
  defaultNamespace = "common",
): Translator {
  let plural = pluralRules.get(language);
  if (!plural) pluralRules.set(language, (plural = new Intl.PluralRules(language)));

  const lookup = (namespace: string, path: string): unknown =>
    path
      .split(".")
      .reduce<unknown>(
        (node, part) =>
          node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined,
        resources[namespace],
      );

  const translate = (namespace: string, key: string, options: TranslateOptions = {}): string => {
    const separator = key.indexOf(":");
    const ns = separator > 0 ? key.slice(0, separator) : namespace;
    const path = separator > 0 ? key.slice(separator + 1) : key;
    let value: unknown;
    // As in i18next, "key_zero" wins for a count of 0 (pt-BR's plural rules call 0 "one": "1 curso encontrado").
    if (options.count === 0) value = lookup(ns, `${path}_zero`);
    if (typeof options.count === "number") value ??= lookup(ns, `${path}_${plural.select(options.count)}`);
    value ??= lookup(ns, path);
    if (value === undefined) return path;
    if (typeof value === "string") return interpolate(value, options);
    return (options.returnObjects ? value : path) as string;
  };

  return {
    language,
    t: (key, options) => translate(defaultNamespace, key, options),
    getFixedT: (_language, namespace) => (key, options) => translate(namespace, key, options),
  };
}
