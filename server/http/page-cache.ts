import { createHash, randomBytes } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from "node:http";
import { isbot } from "isbot";
import { accepts } from "./accept-encoding.ts";
import { withoutTrackingParameters } from "#src/domain/tracking-parameters.ts";
import { compressSlices, spliceGzip } from "./gzip-splice.ts";
import { readCookie } from "#src/domain/cookies.ts";
import { languageCookieName, parseAcceptLanguage, resolveLanguage } from "#src/domain/language.ts";
import {
  defaultTextSize,
  defaultTheme,
  isTextSize,
  isThemeName,
  textSizeCookieName,
  themeCookieName,
} from "#src/domain/theme.ts";

/**
 * The anonymous page micro-cache of ADR 034: a rendered page is kept a few seconds per host + URL (without its
 * tracking parameters, which the page is rendered without: src/domain/tracking-parameters.ts) + language +
 * theme + text size (+ crawler or not, which changes when the HTML is flushed), so a crawl or a campaign costs one render per
 * page per few seconds. Only a GET whose request carries no Authorization and no cookie but the visitor's
 * preferences (and common analytics cookies) may be answered or stored; only a 200 that the page itself marked
 * `Cache-Control: public` (src/routes/public-page-headers.ts) and that sets no cookie is stored. Concurrent misses
 * of one key wait for one render. A stored Content-Security-Policy nonce is never served twice: every answer from
 * the cache gets a fresh one, in the header and in the HTML.
 */
export interface PageCacheOptions {
  /** Longest a page is kept, in seconds (the page's own s-maxage may be shorter); 0 switches the cache off. */
  seconds: number;
  /** Most pages kept at once (the oldest written goes first). */
  maxEntries?: number;
  /**
   * Most bytes of HTML kept at once (default 32 MiB; the oldest written goes first): a crawl of many distinct
   * URLs (or query strings) then costs bounded memory, not maxEntries × a 150 KB page (ADR 038).
   */
  maxBytes?: number;
  now?: () => number;
}

interface StoredPage {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  /** The body cut around its `nonce="…"` attributes, once at store time (ADR 038). */
  parts?: Buffer[];
  /** Those slices (or the whole body) deflated, at the first hit that accepts gzip (ADR 041). */
  gzipSlices?: Buffer[];
  etag: string | undefined;
  expires: number;
}

/**
 * Cookies that say nothing about who the visitor is: preferences, common analytics, and the session hint (it
 * names nobody, and the cached pages do not read it: only the checkout, which is never cached, does).
 */
const anonymousCookie =
  /^(sabia_lang|sabia_theme|sabia_text_size|sabia_signed_in|_ga(_\w+)?|_gid|_gcl_\w+|_fbp)$/;
/** Headers that belong to one answer or one connection, never replayed. */
const perAnswer = new Set([
  "content-encoding",
  "content-length",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "x-request-id",
]);
const nonceInPolicy = /'nonce-([A-Za-z0-9+/=_-]+)'/;

/** The key of a request the cache may answer, or null when it must render (and never store). */
export function pageCacheKey(request: IncomingMessage): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  if (request.headers.authorization) return null;
  const cookies = request.headers.cookie;
  if (cookies) {
    for (const part of cookies.split(";")) {
      const name = part.split("=")[0]!.trim();
      if (name !== "" && !anonymousCookie.test(name)) return null;
    }
  }
  const language = resolveLanguage({
    userLanguage: readCookie(cookies, languageCookieName),
    browserLanguages: parseAcceptLanguage(request.headers["accept-language"] ?? null),
  });
  const themeCookie = readCookie(cookies, themeCookieName);
  const theme = isThemeName(themeCookie) ? themeCookie : defaultTheme;
  const textSizeCookie = readCookie(cookies, textSizeCookieName);
  const textSize = isTextSize(textSizeCookie) ? textSizeCookie : defaultTextSize;
  const userAgent = request.headers["user-agent"];
  const crawler = userAgent !== undefined && isbot(userAgent) ? "bot" : "person";
  const url = withoutTrackingParameters(request.url ?? "/");
  return `${request.headers.host ?? ""}|${url}|${language}|${theme}|${textSize}|${crawler}`;
}

/** Seconds a response may be kept: its own `public` s-maxage (or max-age), capped; 0 when it is not public. */
function keepSeconds(cacheControl: unknown, cap: number): number {
  if (typeof cacheControl !== "string" || !/(^|,)\s*public\s*(,|$)/i.test(cacheControl)) return 0;
  if (/no-store|private/i.test(cacheControl)) return 0;
  const match = /s-maxage=(\d+)/i.exec(cacheControl) ?? /max-age=(\d+)/i.exec(cacheControl);
  return Math.min(cap, match ? Number(match[1]) : 0);
}

const nonceOf = (policy: unknown) =>
  typeof policy === "string" ? nonceInPolicy.exec(policy)?.[1] : undefined;

/**
 * Swaps a stored CSP nonce for a fresh one (header and `nonce="…"` attributes): `fresh` when this answer already
 * has its own policy, else a new random one. No stored nonce → the page as stored.
 */
export function withFreshNonce(
  page: Pick<StoredPage, "headers" | "body" | "parts">,
  fresh = randomBytes(16).toString("base64"),
): { headers: OutgoingHttpHeaders; body: Buffer } {
  const policy = page.headers["content-security-policy"];
  const stored = nonceOf(policy);
  if (!stored) return page;
  // Joined from byte slices: decoding, replacing in and re-encoding 150 KB of HTML was two thirds of a hit's CPU.
  const parts = page.parts ?? cutAtNonce(page.body, stored);
  const attribute = Buffer.from(`nonce="${fresh}"`);
  const joined: Buffer[] = [];
  parts.forEach((part, index) => {
    if (index > 0) joined.push(attribute);
    joined.push(part);
  });
  return { headers: headersWithNonce(page.headers, fresh), body: Buffer.concat(joined) };
}

/** The stored headers with the policy's nonce swapped for `fresh` (as they are when they carry none). */
function headersWithNonce(headers: OutgoingHttpHeaders, fresh: string): OutgoingHttpHeaders {
  const policy = headers["content-security-policy"];
  const stored = nonceOf(policy);
  if (!stored) return headers;
  return {
    ...headers,
    "content-security-policy": (policy as string).replaceAll(`'nonce-${stored}'`, `'nonce-${fresh}'`),
  };
}

/** The body's slices between its `nonce="<nonce>"` attributes (no copy). */
function cutAtNonce(body: Buffer, nonce: string): Buffer[] {
  const needle = Buffer.from(`nonce="${nonce}"`);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, from)) {
    parts.push(body.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

const toBuffer = (chunk: unknown, encoding?: unknown) =>
  typeof chunk === "string"
    ? Buffer.from(chunk, (encoding as BufferEncoding) ?? "utf8")
    : Buffer.from(chunk as Uint8Array);

/** Records what a render writes, while it still goes to the visitor. */
function record(
  response: ServerResponse,
): Promise<{ status: number; headers: OutgoingHttpHeaders; body: Buffer } | null> {
  const chunks: Buffer[] = [];
  const written: OutgoingHttpHeaders = {};
  const writeHead = response.writeHead;
  const write = response.write;
  const end = response.end;
  return new Promise((resolve) => {
    // writeHead(status, [statusText,] headers): headers given here may never show in getHeaders().
    response.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
      const given = rest.find((item) => typeof item === "object" && item !== null);
      if (Array.isArray(given)) {
        for (let index = 0; index + 1 < given.length; index += 2)
          written[String(given[index]).toLowerCase()] = given[index + 1];
      } else if (given) {
        for (const [name, value] of Object.entries(given)) written[name.toLowerCase()] = value as never;
      }
      return writeHead.apply(this, [status, ...rest] as never);
    } as typeof response.writeHead;
    response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, rest[0]));
      return write.apply(this, [chunk, ...rest] as never);
    } as typeof response.write;
    response.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      if (chunk !== undefined && chunk !== null && typeof chunk !== "function")
        chunks.push(toBuffer(chunk, rest[0]));
      const headers = { ...written, ...response.getHeaders() };
      resolve({ status: response.statusCode, headers, body: Buffer.concat(chunks) });
      return end.apply(this, [chunk, ...rest] as never);
    } as typeof response.end;
    // A visitor who left while an earlier stage ran (a static-file lookup, the API stage) closed the response
    // before this listener exists: without this check the render's key waited for it for ever (issue 17).
    if (response.destroyed || response.writableEnded) resolve(null);
    else response.once("close", () => resolve(null));
  });
}

/**
 * The gzip body of a stored page with `fresh` as its nonce, spliced from slices compressed once (ADR 041); null
 * when the visitor does not accept gzip (the `compression` stage then encodes the plain body as for any answer).
 */
function gzipBody(request: IncomingMessage, page: StoredPage, fresh: string | undefined): Buffer | null {
  if (request.method !== "GET" || !accepts(request.headers["accept-encoding"], "gzip")) return null;
  const slices = fresh !== undefined && page.parts ? page.parts : [page.body];
  page.gzipSlices ??= compressSlices(slices);
  return spliceGzip(slices, page.gzipSlices, Buffer.from(`nonce="${fresh ?? ""}"`));
}

function send(request: IncomingMessage, response: ServerResponse, page: StoredPage) {
  // A policy this answer already carries (set before the page stage) names the nonce the HTML must use.
  const own = nonceOf(response.getHeader("content-security-policy"));
  const fresh = nonceOf(page.headers["content-security-policy"])
    ? (own ?? randomBytes(16).toString("base64"))
    : undefined;
  const gzip = gzipBody(request, page, fresh);
  const headers = fresh === undefined ? page.headers : headersWithNonce(page.headers, fresh);
  const body = gzip ?? withFreshNonce(page, fresh).body;
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !response.hasHeader(name)) response.setHeader(name, value);
  }
  response.setHeader("X-Page-Cache", "hit");
  // A 304 would make the browser pair its kept HTML with this answer's CSP header: only without a nonce.
  const etag = headers === page.headers ? page.etag : undefined;
  if (etag) {
    response.setHeader("ETag", etag);
    if (request.headers["if-none-match"] === etag) {
      response.statusCode = 304;
      response.end();
      return;
    }
  }
  response.statusCode = page.status;
  if (gzip) {
    // Already encoded: the `compression` stage leaves it as it is and adds Vary: Accept-Encoding.
    response.setHeader("Content-Encoding", "gzip");
    response.setHeader("Content-Length", gzip.length);
  }
  response.end(request.method === "HEAD" ? undefined : body);
}

export interface PageCache {
  listener: RequestListener;
  clear(): void;
  readonly size: number;
  /** Bytes of HTML held. */
  readonly bytes: number;
}

/** What became of a cacheable request: answered from the cache, rendered and stored, or rendered without it. */
export type PageCacheResult = "hit" | "miss" | "pass";

/** Wraps the page renderer with the micro-cache. */
export function pageCache(
  render: RequestListener,
  {
    seconds,
    maxEntries = 1000,
    maxBytes = 32 * 1024 * 1024,
    now = Date.now,
    onLookup = () => {},
  }: PageCacheOptions & { onLookup?: (result: PageCacheResult) => void },
): PageCache {
  const pages = new Map<string, StoredPage>();
  let bytes = 0;
  const rendering = new Map<string, Promise<void>>();
  /**
   * Keys whose last render could not be stored (a page that does not opt in, like sign-in, or an error), until
   * when: their requests render at once instead of queueing behind another visitor's render of the same URL.
   */
  const passes = new Map<string, number>();
  // A render that started before clear() may show what the clear was for (a price just changed): never stored.
  let generation = 0;

  const keepBounded = <T>(map: Map<string, T>, key: string, value: T) => {
    map.delete(key);
    map.set(key, value);
    while (map.size > maxEntries) {
      const oldest = map.keys().next().value;
      if (oldest === undefined) break;
      if (map === pages) bytes -= pages.get(oldest)!.body.length;
      map.delete(oldest);
    }
  };

  const renderAndStore = async (key: string, request: IncomingMessage, response: ServerResponse) => {
    const started = generation;
    const recorded = record(response);
    await render(request, response);
    const answer = await recorded;
    if (!answer || started !== generation) return;
    const keep =
      answer.status !== 200 || request.method !== "GET" || answer.headers["set-cookie"]
        ? 0
        : keepSeconds(answer.headers["cache-control"], seconds);
    if (keep <= 0) {
      keepBounded(passes, key, now() + seconds * 1000);
      return;
    }
    passes.delete(key);
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(answer.headers))
      if (!perAnswer.has(name)) headers[name] = value;
    const nonce = nonceOf(headers["content-security-policy"]);
    const etag = nonce ? undefined : `W/"${createHash("sha1").update(answer.body).digest("base64url")}"`;
    bytes += answer.body.length - (pages.get(key)?.body.length ?? 0);
    keepBounded(pages, key, {
      status: answer.status,
      headers,
      body: answer.body,
      ...(nonce ? { parts: cutAtNonce(answer.body, nonce) } : {}),
      etag,
      expires: now() + keep * 1000,
    });
    while (bytes > maxBytes && pages.size > 0) {
      const [oldest, page] = pages.entries().next().value!;
      bytes -= page.body.length;
      pages.delete(oldest);
    }
  };

  const listener: RequestListener = async (request, response) => {
    const key = seconds > 0 ? pageCacheKey(request) : null;
    if (key === null) return render(request, response);
    // The key leaves tracking parameters out, so the page must never see them: rendered with one visitor's
    // utm_… it could echo it (a return address) to every visitor the cache answers (issue 25).
    request.url = withoutTrackingParameters(request.url ?? "/");
    const stored = pages.get(key);
    if (stored && stored.expires > now()) {
      onLookup("hit");
      return send(request, response, stored);
    }
    if ((passes.get(key) ?? 0) > now()) {
      onLookup("pass");
      return render(request, response);
    }
    const pending = rendering.get(key);
    if (pending) {
      await pending;
      const fresh = pages.get(key);
      onLookup(fresh && fresh.expires > now() ? "hit" : "pass");
      if (fresh && fresh.expires > now()) return send(request, response, fresh);
      return render(request, response);
    }
    onLookup("miss");
    const done = renderAndStore(key, request, response).finally(() => rendering.delete(key));
    rendering.set(key, done);
    return done;
  };

  return {
    listener,
    clear: () => {
      generation++;
      pages.clear();
      bytes = 0;
      passes.clear();
    },
    get size() {
      return pages.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
