import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { constants, crc32, deflateRaw } from "node:zlib";
import { accepts } from "./accept-encoding.ts";
import { gzipFinalBlock, gzipHeader, gzipTrailer } from "./gzip-splice.ts";
import { deflatedSharedPiece } from "#src/domain/shared-piece.ts";

const deflateRawAsync = promisify(deflateRaw);
/** Level 6, zlib's default; full flush, so a piece deflated once can follow (ADR 044). */
const dynamicOptions = { level: 6, finishFlush: constants.Z_FULL_FLUSH };

/**
 * Gzip for a rendered HTML page, built of deflate segments (ADR 044):
 * - what the render made for this request is deflated on libuv's pool, the chunks written in one turn of the
 *   event loop together;
 * - a piece every document shares (stylesheet, translations: src/routes/constant-chunks.server.ts) is sent as
 *   the deflate made once for it.
 * Every segment ends with a full flush, so they join into one standard gzip stream; the CRC-32 runs over the page.
 * `compression` re-encoded ~140 KB of every render, 95 KB of them the same for every visitor.
 */
class GzipSegments {
  private crc = 0;
  private length = 0;
  private pending: Uint8Array[] = [];
  private scheduled = false;
  private sent: Promise<void> = Promise.resolve();
  private readonly send: (bytes: Uint8Array) => void;

  constructor(send: (bytes: Uint8Array) => void) {
    this.send = send;
    // Sent a turn later, like every segment: writeHead may still be setting this answer's headers.
    this.inOrder(Promise.resolve(gzipHeader));
  }

  push(chunk: Uint8Array) {
    if (chunk.byteLength === 0) return;
    this.crc = crc32(chunk, this.crc);
    this.length += chunk.byteLength;
    const deflated = deflatedSharedPiece(chunk);
    if (deflated) {
      this.deflatePending();
      this.inOrder(Promise.resolve(deflated));
      return;
    }
    this.pending.push(chunk);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.deflatePending());
    }
  }

  /** Sends what is left and the end of the stream; resolves once all of it is written. */
  finish(): Promise<void> {
    this.deflatePending();
    this.inOrder(Promise.resolve(Buffer.concat([gzipFinalBlock, gzipTrailer(this.crc, this.length)])));
    return this.sent;
  }

  private deflatePending() {
    this.scheduled = false;
    if (this.pending.length === 0) return;
    const bytes = Buffer.concat(this.pending);
    this.pending = [];
    this.inOrder(deflateRawAsync(bytes, dynamicOptions));
  }

  /** Segments are made side by side and sent in order. */
  private inOrder(segment: Promise<Uint8Array>) {
    this.sent = this.sent.then(async () => this.send(await segment));
    // A failure shows where finish() is awaited; until then it must not count as unhandled.
    this.sent.catch(() => undefined);
  }
}

const headerValue = (headers: unknown, name: string): unknown => {
  if (!headers || typeof headers !== "object") return undefined;
  if (Array.isArray(headers)) {
    for (let index = 0; index + 1 < headers.length; index += 2)
      if (String(headers[index]).toLowerCase() === name) return headers[index + 1];
    return undefined;
  }
  for (const [key, value] of Object.entries(headers as OutgoingHttpHeaders))
    if (key.toLowerCase() === name) return value;
  return undefined;
};

/**
 * Makes this response's rendered HTML go out as segmented gzip when the visitor accepts gzip. Anything else —
 * a page-cache hit (already gzip), a redirect, JSON, a visitor who takes no gzip — passes as it was, and the
 * `compression` stage in front handles it as before.
 */
export function gzipRenderedHtml(request: IncomingMessage, response: ServerResponse): void {
  if (request.method === "HEAD" || !accepts(request.headers["accept-encoding"], "gzip")) return;
  const { writeHead, write, end } = response;
  let segments: GzipSegments | null | undefined;

  const decide = (given?: unknown): GzipSegments | null => {
    if (segments !== undefined) return segments;
    const type = headerValue(given, "content-type") ?? response.getHeader("content-type");
    const encoded = headerValue(given, "content-encoding") ?? response.getHeader("content-encoding");
    const html = typeof type === "string" && type.startsWith("text/html");
    const status = response.statusCode;
    if (!html || encoded !== undefined || status === 204 || status === 304) return (segments = null);
    response.setHeader("Content-Encoding", "gzip");
    response.removeHeader("Content-Length");
    // writeHead's own headers win over setHeader's: a Vary given there is the one to extend.
    const givenVary =
      given && !Array.isArray(given)
        ? Object.keys(given).find((key) => key.toLowerCase() === "vary")
        : undefined;
    const vary = givenVary ? (given as OutgoingHttpHeaders)[givenVary] : response.getHeader("vary");
    if (!/accept-encoding/i.test(String(vary ?? ""))) {
      const extended = vary ? `${String(vary)}, Accept-Encoding` : "Accept-Encoding";
      if (givenVary) (given as OutgoingHttpHeaders)[givenVary] = extended;
      else response.setHeader("Vary", extended);
    }
    return (segments = new GzipSegments((bytes) => write.apply(response, [bytes] as never)));
  };

  response.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    this.statusCode = status;
    decide(rest.find((item) => typeof item === "object" && item !== null));
    return writeHead.apply(this, [status, ...rest] as never);
  } as typeof response.writeHead;

  response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    const gzip = decide();
    if (!gzip) return write.apply(this, [chunk, ...rest] as never);
    gzip.push(
      typeof chunk === "string"
        ? Buffer.from(chunk, typeof rest[0] === "string" ? (rest[0] as BufferEncoding) : "utf8")
        : (chunk as Uint8Array),
    );
    const callback = rest.find((item) => typeof item === "function") as (() => void) | undefined;
    if (callback) process.nextTick(callback);
    return true;
  } as typeof response.write;

  let ending = false;
  response.end = function (this: ServerResponse, ...args: unknown[]) {
    const gzip = decide();
    if (!gzip) return end.apply(this, args as never);
    // A second end (an error handler after the render's own) must not close the stream twice.
    if (ending) return this;
    ending = true;
    const [chunk] = args;
    if (chunk !== undefined && chunk !== null && typeof chunk !== "function")
      gzip.push(typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Uint8Array));
    const callback = args.find((item) => typeof item === "function") as (() => void) | undefined;
    gzip.finish().then(
      () => end.apply(this, [callback] as never),
      (error: unknown) => this.destroy(error instanceof Error ? error : new Error(String(error))),
    );
    return this;
  } as typeof response.end;
}
