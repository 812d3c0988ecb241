import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer, get, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaticFiles } from "./static-files.ts";

const script = `export const words = ${JSON.stringify(Array.from({ length: 500 }, (_, index) => `palavra ${index}`))};`;
let server: Server;
let port = 0;

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), "sabia-static-"));
  mkdirSync(join(root, "assets"));
  writeFileSync(join(root, "assets", "entry-abc123.js"), script);
  const serve = createStaticFiles(root);
  server = createServer((request, response) => {
    void serve(request, response).then((answered) => {
      if (!answered) response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const fetchRaw = (path: string, acceptEncoding?: string) =>
  new Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { "Accept-Encoding": acceptEncoding };
    get({ host: "127.0.0.1", port, path, headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () =>
        resolve({
          encoding: answer.headers["content-encoding"],
          vary: answer.headers["vary"],
          body: Buffer.concat(chunks),
        }),
      );
    }).on("error", reject);
  });

describe("hashed files kept compressed (ADR 041)", () => {
  it("sends the file as it is until its compressed copies are made, then brotli or gzip as the visitor accepts", async () => {
    const first = await fetchRaw("/assets/entry-abc123.js", "gzip, br");
    expect(first.encoding).toBeUndefined();
    expect(first.body.toString()).toBe(script);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const br = await fetchRaw("/assets/entry-abc123.js", "gzip, deflate, br");
    expect(br.encoding).toBe("br");
    expect(br.vary).toBe("Accept-Encoding");
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.body.length).toBeLessThan(script.length / 3);
    const gz = await fetchRaw("/assets/entry-abc123.js", "gzip");
    expect(gz.encoding).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(script);
    const plain = await fetchRaw("/assets/entry-abc123.js");
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });
});
