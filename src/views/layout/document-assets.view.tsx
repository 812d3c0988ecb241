import { createContext, useContext } from "react";
import { Links } from "react-router";
import type { Language } from "#src/domain/language.ts";
import type { Resources } from "#src/i18n/translator.ts";

/**
 * What entry.server.tsx puts into the document for a fast first paint (ADR 021): the site's one stylesheet
 * (vite.config.ts: cssCodeSplit false, attached to the root route), inlined — null means "not inlined" (the
 * Vite dev server, or a route that brings its own CSS) — and the inline script that starts the JavaScript
 * after the first paint. Server-only text: the browser bundle carries neither. `nonce` is this response's CSP
 * nonce (ADR 031), carried by every inline script and style. `translations` gives a language's words and their
 * JSON text, which the document carries in a script of its own (ADR 043).
 */
export interface DocumentAssets {
  stylesheet: string | null;
  startScripts: string;
  nonce: string | undefined;
  translations: (language: Language) => { resources: Resources; json: string };
}
const DocumentAssetsContext = createContext<DocumentAssets | null>(null);
export const DocumentAssetsProvider = DocumentAssetsContext.Provider;

const stylesheetId = "site-styles";
const startScriptsId = "start-scripts";
const translationsId = "translations";

// In the browser both elements are already in the document before hydration: read them once, so the client
// renders the same elements (React hydrates them as they are and never rewrites them) and renders no <link>
// that the server left out.
const fromDocument = (id: string) =>
  typeof document === "undefined" ? null : (document.getElementById(id)?.textContent ?? null);
const served = {
  stylesheet: fromDocument(stylesheetId),
  startScripts: fromDocument(startScriptsId),
  translations: fromDocument(translationsId),
  // The browser hides the attribute once the policy applies; the property keeps the value.
  nonce:
    typeof document === "undefined" ? undefined : document.getElementById(startScriptsId)?.nonce || undefined,
};

/** This response's CSP nonce, for an inline script a view renders (undefined without a policy). */
export function useDocumentNonce(): string | undefined {
  const assets = useContext(DocumentAssetsContext);
  return assets ? assets.nonce : served.nonce;
}

/** In <head>: the inlined stylesheet, or <Links /> when it is not inlined. */
export function DocumentStyles() {
  const css = useContext(DocumentAssetsContext)?.stylesheet ?? served.stylesheet;
  const nonce = useDocumentNonce();
  if (css === null) return <Links nonce={nonce} />;
  return <style id={stylesheetId} nonce={nonce} dangerouslySetInnerHTML={{ __html: css }} />;
}

/** After React Router's <Scripts />: the script that starts them once the page is painted. */
export function StartScripts() {
  const script = useContext(DocumentAssetsContext)?.startScripts ?? served.startScripts;
  const nonce = useDocumentNonce();
  if (script === null) return null;
  return <script id={startScriptsId} nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />;
}

let servedResources: Resources | undefined;

/**
 * The words of the document's language: while rendering on the server, from entry.server.tsx; in the browser,
 * the JSON of the script the server rendered, read once (the language can only change with a new document or
 * with the root loader's data, which then carries its own words).
 */
export function useDocumentTranslations(language: Language): { resources: Resources; json: string } {
  const assets = useContext(DocumentAssetsContext);
  if (assets) return assets.translations(language);
  const json = served.translations ?? "{}";
  servedResources ??= JSON.parse(json) as Resources;
  return { resources: servedResources, json };
}

/**
 * The document's words as data, for the browser to read before hydration. Not a script that runs; it carries the
 * nonce all the same, like every script element of the page (ADR 031).
 */
export function DocumentTranslations({ json }: { json: string }) {
  const nonce = useDocumentNonce();
  return (
    <script
      id={translationsId}
      nonce={nonce}
      type="application/json"
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
