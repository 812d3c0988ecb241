import { createContext, useContext } from "react";
import { Links } from "react-router";

/**
 * The site's one stylesheet (vite.config.ts: cssCodeSplit false, attached to the root route), inlined into the
 * server-rendered <head> so the first paint waits for no CSS request (ADR 021). entry.server.tsx provides the
 * text; null means "not inlined" (dev server, or a route that brings its own CSS), and <Links /> renders the
 * usual <link rel="stylesheet">.
 */
const InlineStylesheetContext = createContext<string | null>(null);
export const InlineStylesheetProvider = InlineStylesheetContext.Provider;

export const inlineStylesheetId = "site-styles";

// In the browser the inlined element is already in the document before hydration: read it once, so the client
// renders the same element (React hydrates it as is and never rewrites it) and renders no <link> the server left out.
const inlinedByServer =
  typeof document === "undefined" ? null : (document.getElementById(inlineStylesheetId)?.textContent ?? null);

export function DocumentStyles() {
  const css = useContext(InlineStylesheetContext) ?? inlinedByServer;
  if (css === null) return <Links />;
  return <style id={inlineStylesheetId} dangerouslySetInnerHTML={{ __html: css }} />;
}
