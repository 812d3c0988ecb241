import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lessonMaterialPdf, lessonMaterials } from "../media/lesson-materials.ts";
import { mediaLinkTtlSeconds, signMediaPath } from "../media/media-links.ts";
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
  const secret = "a-test-media-secret-of-at-least-32-characters";
  const now = 1_800_000_000;
  const serve = createMediaFiles(
    directory,
    async () => secret,
    () => now,
  );
  /** The address the portal would hand out for this path now. */
  const signed = (path: string) => signMediaPath(secret, path, now);
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
    const whole = await fetch(`${origin}${signed("/media/aulas/aula-1.mp4")}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect(whole.headers.get("content-type")).toBe("video/mp4");
    const part = await fetch(`${origin}${signed("/media/aulas/aula-1.mp4")}`, {
      headers: { range: "bytes=2-5" },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 2-5/10");
    expect(await part.text()).toBe("2345");
    const outside = await fetch(`${origin}${signed("/media/aulas/aula-1.mp4")}`, {
      headers: { range: "bytes=20-" },
    });
    expect(outside.status).toBe(416);
  });

  it("serves captions under the video's signature, 404 for anything else under /media/aulas/, and leaves other paths alone", async () => {
    const video = new URL(signed("/media/aulas/aula-1.mp4"), origin);
    const captions = await fetch(`${origin}/media/aulas/aula-1.pt-BR.vtt${video.search}`);
    expect(captions.status).toBe(200);
    expect(captions.headers.get("content-type")).toBe("text/vtt; charset=utf-8");
    expect((await fetch(`${origin}/media/aulas/../secret.mp4`)).status).toBe(418);
    expect((await fetch(`${origin}${signed("/media/aulas/%2e%2e%2fsecret.mp4")}`)).status).toBe(404);
    expect((await fetch(`${origin}${signed("/media/aulas/aula-9.mp4")}`)).status).toBe(404);
    expect((await fetch(`${origin}/curso/x`)).status).toBe(418);
  });

  it("is paid content: nothing without a valid signature of that clip that has not expired (403)", async () => {
    const video = new URL(signed("/media/aulas/aula-1.mp4"), origin);
    expect((await fetch(`${origin}/media/aulas/aula-1.mp4`)).status).toBe(403);
    // Another clip's signature does not open this one; a changed expiry breaks the signature.
    writeFileSync(join(directory, "aula-2.mp4"), Buffer.from("abc"));
    expect((await fetch(`${origin}/media/aulas/aula-2.mp4${video.search}`)).status).toBe(403);
    const later = new URLSearchParams(video.search);
    later.set("ate", String(Number(later.get("ate")) + 3600));
    expect((await fetch(`${origin}/media/aulas/aula-1.mp4?${later}`)).status).toBe(403);
    // Expired: the same address once its hours have passed.
    const tomorrow = createMediaFiles(
      directory,
      async () => secret,
      () => now + mediaLinkTtlSeconds + 1,
    );
    const expired = createServer((request, response) => void tomorrow(request, response));
    await new Promise<void>((resolve) => expired.listen(0, "127.0.0.1", resolve));
    const port = (expired.address() as AddressInfo).port;
    const answer = await fetch(`http://127.0.0.1:${port}${video.pathname}${video.search}`);
    await new Promise<void>((resolve) => expired.close(() => resolve()));
    expect(answer.status).toBe(403);
    expect(answer.headers.get("cache-control")).toBe("no-store");
  });

  it("serves a lesson's PDF material (pdfkit) under its own signature as application/pdf; unsigned, 403", async () => {
    writeFileSync(join(directory, "material-1.pdf"), await lessonMaterialPdf(lessonMaterials[0]));
    const material = await fetch(`${origin}${signed("/media/aulas/material-1.pdf")}`);
    expect(material.status).toBe(200);
    expect(material.headers.get("content-type")).toBe("application/pdf");
    expect(material.headers.get("cache-control")).toBe("private, max-age=3600");
    const bytes = Buffer.from(await material.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const text = spawnSync("pdftotext", ["-", "-"], { input: bytes, encoding: "utf8" }).stdout;
    expect(text).toContain("Roteiro de estudo");
    expect((await fetch(`${origin}/media/aulas/material-1.pdf`)).status).toBe(403);
    const video = new URL(signed("/media/aulas/aula-1.mp4"), origin);
    expect((await fetch(`${origin}/media/aulas/material-1.pdf${video.search}`)).status).toBe(403);
  });
});
