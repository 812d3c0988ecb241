import { Transform, type TransformCallback } from "node:stream";
import { sessionHintCookie } from "../domain/session-hint.ts";
import { storageKeys } from "../services/config.ts";

const deferredModulePreloadRel = "deferred-modulepreload";
const deferredModuleType = "deferred-module";

// What React Router's <Scripts /> renders (React hoists the preloads into <head>), and their inert forms,
// which the browser neither fetches nor runs until startDeferredScripts (below) turns them back on. With a CSP
// nonce (ADR 031) the module script opens with its nonce attribute.
const replacementsFor = (nonce: string | undefined): ReadonlyArray<readonly [Buffer, Buffer]> => {
  const scriptStart = nonce === undefined ? "<script " : `<script nonce="${nonce}" `;
  return [
    [Buffer.from('<link rel="modulepreload"'), Buffer.from(`<link rel="${deferredModulePreloadRel}"`)],
    [Buffer.from(`${scriptStart}type="module"`), Buffer.from(`${scriptStart}type="${deferredModuleType}"`)],
  ];
};

/**
 * Rewrites the module preloads and module scripts of the HTML stream into inert forms (ADR 021), so no
 * JavaScript downloads before the first paint: on a slow network the document (and the LCP image) get the
 * bandwidth first. Works on bytes; when a chunk ends in the first bytes of a tag, those wait for the next
 * chunk, so a tag split across two chunks is still found.
 */
export function deferModuleScripts(nonce?: string, constants: () => Replacements = () => []): Transform {
  const scripts = replacementsFor(nonce);
  let pending: Buffer = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
      const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
      const input: Buffer = pending.length === 0 ? bytes : Buffer.concat([pending, bytes]);
      const pieces = constants();
      const replacements = pieces.length === 0 ? scripts : [...scripts, ...pieces];
      let parts: Buffer[] = [];
      let from = 0;
      for (let next = nextTag(replacements, input, from); next; next = nextTag(replacements, input, from)) {
        parts.push(input.subarray(from, next.at));
        if (pieces.includes(next.pair)) {
          // A shared piece goes out as its own chunk, the very Buffer registered (ADR 044).
          if (parts.length > 0) this.push(Buffer.concat(parts));
          this.push(next.replacement);
          parts = [];
        } else parts.push(next.replacement);
        from = next.at + next.length;
      }
      const keep = Math.max(from, splitTagStart(replacements, input));
      parts.push(input.subarray(from, keep));
      pending = input.subarray(keep);
      callback(null, Buffer.concat(parts));
    },
    flush(callback: TransformCallback) {
      callback(null, pending);
    },
  });
}

/** Byte strings and what replaces each. */
export type Replacements = ReadonlyArray<readonly [Buffer, Buffer]>;

interface Found {
  at: number;
  length: number;
  replacement: Buffer;
  pair: Replacements[number];
}

function nextTag(replacements: Replacements, input: Buffer, from: number): Found | null {
  let found: Found | null = null;
  for (const pair of replacements) {
    const at = input.indexOf(pair[0], from);
    if (at !== -1 && (!found || at < found.at))
      found = { at, length: pair[0].length, replacement: pair[1], pair };
  }
  return found;
}

/** Where a tag that the next chunk may complete starts at the end of input (input.length when none does). */
function splitTagStart(replacements: Replacements, input: Buffer): number {
  const at = input.lastIndexOf("<");
  if (at === -1) return input.length;
  const tail = input.subarray(at);
  const couldContinue = replacements.some(
    ([tag]) => tail.length < tag.length && tag.subarray(0, tail.length).equals(tail),
  );
  return couldContinue ? at : input.length;
}

/**
 * The session hint cookie follows the stored token on every page load (src/domain/session-hint.ts), so a token
 * written or cleared where no writer set the cookie (another tab, an older version) is told apart by the next
 * page the server renders. Storage may be blocked: then nothing changes.
 */
const syncSessionHint = `(() => {
  try {
    const signedIn = localStorage.getItem(${JSON.stringify(storageKeys.accessToken)}) !== null ||
      sessionStorage.getItem(${JSON.stringify(storageKeys.sessionToken)}) !== null;
    document.cookie = signedIn ? ${JSON.stringify(sessionHintCookie(true))} : ${JSON.stringify(sessionHintCookie(false))};
  } catch {}
})();`;

/**
 * Inline script placed after React Router's <Scripts /> (root.tsx, <StartScripts />): once the browser has
 * shown the server HTML — its first paint timing entry (the time the frame was presented), or, in a browser
 * without paint timing, the timeout after the next animation frame — it turns the inert module preloads and
 * the module script back into real ones, which downloads and runs the JavaScript and hydrates the page. A
 * hidden tab paints nothing, so there it starts at once; the 1 s timer is a fallback for a browser that
 * never reports.
 */
export const startDeferredScripts = `${syncSessionHint}
(() => {
  const nonce = document.currentScript ? document.currentScript.nonce : "";
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const inert of document.querySelectorAll('link[rel="${deferredModulePreloadRel}"]')) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = inert.getAttribute("href");
      link.setAttribute("fetchpriority", "low");
      if (nonce) link.nonce = nonce;
      inert.replaceWith(link);
    }
    for (const inert of document.querySelectorAll('script[type="${deferredModuleType}"]')) {
      const script = document.createElement("script");
      script.type = "module";
      script.textContent = inert.textContent;
      if (nonce) script.nonce = nonce;
      inert.replaceWith(script);
    }
  };
  if (document.visibilityState === "hidden") return start();
  if (typeof PerformanceObserver === "function" && PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    new PerformanceObserver((_, observer) => {
      observer.disconnect();
      start();
    }).observe({ type: "paint", buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(start, 0));
  }
  setTimeout(start, 1000);
})();`;
