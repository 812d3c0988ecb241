import { createServer, request as httpRequest, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { constants, deflateRawSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { gzipRenderedHtml } from "./render-gzip.ts";
import { deflatedSharedPiece, markSharedPiece } from "#src/domain/shared-piece.ts";

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function serve(handler: RequestListener): Promise<string> {
  server = createServer((request, response) => {
    gzipRenderedHtml(request, response);
    handler(request, response);
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

function get(url: string, headers: Record<string, string>, method = "GET") {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const outgoing = httpRequest(url, { headers, method }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      outgoing.on("error", reject);
      outgoing.end();
    },
  );
}

const stylesheet = `body{color:#123}${".card{padding:1rem;margin:0 auto}".repeat(2000)}`;
const shared = (): Buffer => {
  const piece = Buffer.from(stylesheet);
  return markSharedPiece(piece, () =>
    deflateRawSync(piece, { level: 9, finishFlush: constants.Z_FULL_FLUSH }),
  );
};

describe("segmented gzip of a rendered page (ADR 044)", () => {
  it("joins this render's bytes and a shared piece's deflate made once into one standard gzip stream", async () => {
    const piece = shared();
    expect(deflatedSharedPiece(piece)).toBeDefined();
    expect(deflatedSharedPiece(Buffer.from(stylesheet))).toBeUndefined();
    const parts = [
      Buffer.from("<!DOCTYPE html><html><head><style>"),
      piece,
      Buffer.from(`</style></head><body>${"<p>Olá, saúde!</p>".repeat(500)}`),
    ];
    const url = await serve((_request, response) => {
      response.writeHead(200, "OK", { "Content-Type": "text/html; charset=utf-8", Vary: "Cookie" });
      response.write(parts[0]);
      response.write(parts[1]);
      response.write(parts[2]);
      // A later chunk, in another turn of the event loop (a streamed Suspense boundary).
      setTimeout(() => response.end("</body></html>"), 5);
    });
    const answer = await get(url, { "Accept-Encoding": "gzip, deflate, br, zstd" });
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers["vary"]).toBe("Cookie, Accept-Encoding");
    expect(gunzipSync(answer.body).toString()).toBe(`${Buffer.concat(parts).toString()}</body></html>`);
    // The shared piece's deflate is in the answer as made once, not compressed again.
    expect(answer.body.includes(Buffer.from(deflatedSharedPiece(piece)!))).toBe(true);
  });

  it("takes chunks written as strings, with setHeader instead of writeHead", async () => {
    const url = await serve((_request, response) => {
      response.setHeader("Content-Type", "text/html");
      response.write("<p>ação</p>");
      response.end("<p>fim</p>");
    });
    const answer = await get(url, { "Accept-Encoding": "gzip" });
    expect(gunzipSync(answer.body).toString()).toBe("<p>ação</p><p>fim</p>");
  });

  it("leaves alone what is not rendered HTML for a visitor who takes gzip", async () => {
    const json = await serve((_request, response) => {
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end('{"ok":true}');
    });
    const answer = await get(json, { "Accept-Encoding": "gzip" });
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.body.toString()).toBe('{"ok":true}');
  });

  it("leaves alone an answer already encoded (a page-cache hit), a HEAD, and a visitor who takes no gzip", async () => {
    const encoded = Buffer.from("already gzip bytes");
    const url = await serve((request, response) => {
      if (request.headers["x-case"] === "hit") {
        response.setHeader("Content-Type", "text/html");
        response.setHeader("Content-Encoding", "gzip");
        response.end(encoded);
        return;
      }
      response.writeHead(200, { "Content-Type": "text/html" });
      response.end(request.method === "HEAD" ? undefined : "<p>plain</p>");
    });
    const hit = await get(url, { "Accept-Encoding": "gzip", "x-case": "hit" });
    expect(hit.body.equals(encoded)).toBe(true);
    const plain = await get(url, { "Accept-Encoding": "br" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe("<p>plain</p>");
    const head = await get(url, { "Accept-Encoding": "gzip" }, "HEAD");
    expect(head.headers["content-encoding"]).toBeUndefined();
  });
});
