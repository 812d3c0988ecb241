import { createReadStream, readdirSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, normalize, sep } from "node:path";
import { precompressedFiles } from "./precompressed.ts";

const contentTypes: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".map": "application/json; charset=utf-8",
};

/** Text worth compressing (images and fonts are compressed already). */
const compressible = new Set([".js", ".mjs", ".css", ".json", ".svg", ".txt", ".map"]);

/**
 * Every file under `base`, with its size. The client build does not change while the server runs, so it is
 * listed once: a lookup per page request (a stat on libuv's pool, issue 17) answered "no file" to almost all.
 */
function listFiles(base: string): Map<string, number> {
  const files = new Map<string, number>();
  let entries: string[] = [];
  try {
    entries = readdirSync(base, { recursive: true, encoding: "utf8" });
  } catch {
    return files; // no build: every request goes on to SSR
  }
  for (const entry of entries) {
    const file = join(base, entry);
    const info = statSync(file, { throwIfNoEntry: false });
    if (info?.isFile()) files.set(file, info.size);
  }
  return files;
}

/**
 * Serves files of the client build. Hashed files under /assets/ are immutable for a year; other files
 * (favicon, robots) are revalidated. Returns false when no file matches, so the request goes on to SSR.
 */
export function createStaticFiles(root: string) {
  const base = normalize(root) + sep;
  const precompressed = precompressedFiles();
  const files = listFiles(base);
  return async function serveStatic(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    if (request.method !== "GET" && request.method !== "HEAD") return false;
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname);
    } catch {
      return false;
    }
    if (pathname.endsWith("/") || pathname.includes("\0")) return false;
    const file = normalize(join(base, pathname));
    if (!file.startsWith(base)) return false;
    const size = files.get(file);
    if (size === undefined) return false;

    response.statusCode = 200;
    response.setHeader("Content-Type", contentTypes[extname(file)] ?? "application/octet-stream");
    response.setHeader("Content-Length", size);
    response.setHeader(
      "Cache-Control",
      pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=3600",
    );
    response.setHeader("X-Content-Type-Options", "nosniff");
    if (request.method === "HEAD") {
      response.end();
      return true;
    }
    // Hashed files never change: kept compressed once (ADR 041) rather than compressed per visitor.
    const variant =
      pathname.startsWith("/assets/") && size >= 1024 && compressible.has(extname(file))
        ? precompressed(file, request.headers["accept-encoding"])
        : null;
    if (variant) {
      response.setHeader("Vary", "Accept-Encoding");
      response.setHeader("Content-Encoding", variant.encoding);
      response.setHeader("Content-Length", variant.body.length);
      response.end(variant.body);
      return true;
    }
    await new Promise<void>((resolve, reject) => {
      createReadStream(file).on("error", reject).pipe(response).on("finish", resolve).on("error", reject);
    });
    return true;
  };
}
