import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { EntryContext } from "react-router";

// The server bundle is build/server/index.js; the client files it links to are in build/client.
const clientDirectory = join(dirname(fileURLToPath(import.meta.url)), "..", "client");
const cache = new Map<string, string | null>();

function readStylesheet(href: string): string | null {
  if (!cache.has(href)) {
    let text: string | null = null;
    try {
      text = readFileSync(join(clientDirectory, href), "utf8");
    } catch {
      // Not built (the Vite dev server serves CSS itself): keep the <link>.
    }
    cache.set(href, text);
  }
  return cache.get(href) ?? null;
}

/**
 * The text of the site's one stylesheet for this document, or null to keep <link rel="stylesheet"> (ADR 021).
 * Only the root route may carry CSS (vite.config.ts: cssCodeSplit false); if a matched route ever brings its
 * own, nothing is inlined, so no page misses a stylesheet.
 */
export function inlineStylesheet(context: EntryContext): string | null {
  const routes = context.manifest.routes;
  const matched = context.staticHandlerContext.matches.map((match) => routes[match.route.id]);
  if (matched.some((route) => route && route.id !== "root" && (route.css?.length ?? 0) > 0)) return null;
  const hrefs = routes.root?.css ?? [];
  if (hrefs.length === 0) return null;
  const texts = hrefs.map(readStylesheet);
  return texts.every((text): text is string => text !== null) ? texts.join("\n") : null;
}
