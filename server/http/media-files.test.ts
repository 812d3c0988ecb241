import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { byteRange, createMediaFiles } from "./media-files.ts";

describe("byteRange", () => {
  it("reads one range, an open end and a suffix; refuses what lies outside the file", () => {
    expect(byteRange(undefined, 100)).toBeNull();
    expect(byteRange("bytes=10-19", 100)).toEqual({ start: 10, end: 19 });
    expect(byteRange("bytes=90-", 100)).toEqual({ start: 90, end: 99 });
    expect(byteRange("bytes=-5", 100)).toEqual({ start: 95, end: 99 });
    expect(byteRange("bytes=50-500", 100)).toEqual({ start: 50, end: 99 });
    expect(byteRange("bytes=100-", 100)).toBe("invalid");
    expect(byteRange("bytes=0-1,5-6", 100)).toBe("invalid");
  });
});

describe("media files", () => {
  const directory = mkdtempSync(join(tmpdir(), "sabia-media-test-"));
  const serve = createMediaFiles(directory);
  const server = createServer((request, response) => {
    void serve(request, response).then((served) => {
      if (!served) response.writeHead(418).end();
    });
  });
  let origin = "";
  beforeAll(async () => {
    writeFileSync(join(directory, "aula-1.mp4"), Buffer.from("0123456789"));
    writeFileSync(join(directory, "aula-1.pt-BR.vtt"), "WEBVTT\n");
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("answers a byte range with 206 so that a player can seek", async () => {
    const whole = await fetch(`${origin}/media/aulas/aula-1.mp4`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect(whole.headers.get("content-type")).toBe("video/mp4");
    const part = await fetch(`${origin}/media/aulas/aula-1.mp4`, { headers: { range: "bytes=2-5" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 2-5/10");
    expect(await part.text()).toBe("2345");
    const outside = await fetch(`${origin}/media/aulas/aula-1.mp4`, { headers: { range: "bytes=20-" } });
    expect(outside.status).toBe(416);
  });

  it("serves captions, 404 for anything else under /media/aulas/, and leaves other paths alone", async () => {
    const captions = await fetch(`${origin}/media/aulas/aula-1.pt-BR.vtt`);
    expect(captions.headers.get("content-type")).toBe("text/vtt; charset=utf-8");
    expect((await fetch(`${origin}/media/aulas/../secret.mp4`)).status).toBe(418);
    expect((await fetch(`${origin}/media/aulas/%2e%2e%2fsecret.mp4`)).status).toBe(404);
    expect((await fetch(`${origin}/media/aulas/aula-9.mp4`)).status).toBe(404);
    expect((await fetch(`${origin}/curso/x`)).status).toBe(418);
  });
});
