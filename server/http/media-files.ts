import { createReadStream, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { mediaLinkValid } from "../media/media-links.ts";
import { mediaPathPrefix } from "../media/sample-clips.ts";

const types: Record<string, string> = {
  mp4: "video/mp4",
  vtt: "text/vtt; charset=utf-8",
  pdf: "application/pdf",
};
/** Only plain names under /media/aulas/ (no folders, no dots but the extension's). */
const mediaName = /^\/media\/aulas\/([a-z0-9-]+(?:\.pt-BR)?)\.(mp4|vtt|pdf)$/;

/** The one byte range of a `Range: bytes=…` header within `size` (null: none or unsatisfiable). */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | "invalid" | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return "invalid";
  if (match[1] === "") {
    const suffix = Number(match[2]);
    return suffix === 0 ? "invalid" : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start >= size || end < start ? "invalid" : { start, end };
}

/**
 * Serves the lessons' media (issue 32): the sample clips and captions the seed had ffmpeg make and the PDF
 * materials pdfkit drew (lesson-materials.ts), only at an address
 * the portal signed for a person whose course is open (media-links.ts; else 403). Byte ranges (206) so that a
 * player can seek; files are read when asked (they are made after the build is listed).
 */
export function createMediaFiles(
  directory: string,
  secret: () => Promise<string>,
  nowSeconds: () => number = () => Math.floor(Date.now() / 1000),
) {
  return async function serveMedia(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    if (request.method !== "GET" && request.method !== "HEAD") return false;
    // Only our own paths: a target such as `//host/…` is no media request (and no URL to parse against ours).
    if (!request.url?.startsWith(mediaPathPrefix)) return false;
    const url = new URL(request.url, "http://localhost");
    const pathname = url.pathname;
    if (!mediaLinkValid(await secret(), pathname, url.searchParams, nowSeconds())) {
      response.statusCode = 403;
      response.setHeader("Cache-Control", "no-store");
      response.end();
      return true;
    }
    const match = mediaName.exec(pathname);
    const file = match ? join(directory, `${match[1]}.${match[2]}`) : null;
    const info = file ? statSync(file, { throwIfNoEntry: false }) : undefined;
    if (!file || !info?.isFile()) {
      response.statusCode = 404;
      response.end();
      return true;
    }
    const size = info.size;
    response.setHeader("Content-Type", types[match![2]!]!);
    response.setHeader("Accept-Ranges", "bytes");
    response.setHeader("Cache-Control", "private, max-age=3600");
    response.setHeader("X-Content-Type-Options", "nosniff");
    const range = byteRange(request.headers.range, size);
    if (range === "invalid") {
      response.statusCode = 416;
      response.setHeader("Content-Range", `bytes */${size}`);
      response.end();
      return true;
    }
    const { start, end } = range ?? { start: 0, end: size - 1 };
    response.statusCode = range ? 206 : 200;
    if (range) response.setHeader("Content-Range", `bytes ${start}-${end}/${size}`);
    response.setHeader("Content-Length", end - start + 1);
    if (request.method === "HEAD" || size === 0) {
      response.end();
      return true;
    }
    await new Promise<void>((resolve, reject) => {
      createReadStream(file, { start, end })
        .on("error", reject)
        .pipe(response)
        .on("finish", resolve)
        .on("error", reject);
    });
    return true;
  };
}
