import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { deferModuleScripts, startDeferredScripts } from "./deferred-scripts.server.ts";

function through(chunks: Array<string | Buffer>, nonce?: string): Promise<string> {
  return text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(deferModuleScripts(nonce)));
}

const html =
  '<head><title>Sabiá — saúde</title><link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/>' +
  '<link rel="icon" href="/favicon.ico"/></head><body><p>ação</p><script>window.x = 1;</script>' +
  '<script type="module" async="">import * as route0 from "/assets/a.js";</script></body>';
const expected = html
  .replaceAll('<link rel="modulepreload"', '<link rel="deferred-modulepreload"')
  .replace('<script type="module"', '<script type="deferred-module"');

describe("deferModuleScripts", () => {
  it("makes every module preload and module script inert and leaves the rest of the document alone", async () => {
    expect(await through([html])).toBe(expected);
  });

  it("finds tags split across chunks at every byte position, and keeps multi-byte characters whole", async () => {
    const bytes = Buffer.from(html);
    for (let cut = 1; cut < bytes.length; cut += 1) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)]), `cut at byte ${cut}`).toBe(
        expected,
      );
    }
  });

  it("holds back only a possible start of a tag, so the rest of a chunk streams at once", async () => {
    const transform = deferModuleScripts();
    const written: string[] = [];
    transform.on("data", (chunk: Buffer) => written.push(chunk.toString()));
    transform.write(Buffer.from("<p>primeiro</p><scr"));
    transform.write(Buffer.from("<p>segundo</p><b"));
    await new Promise((resolve) => setImmediate(resolve));
    expect(written.join("")).toBe("<p>primeiro</p><scr<p>segundo</p><b");
    transform.end(Buffer.from('ipt type="module"'));
    await new Promise((resolve) => transform.on("end", resolve));
    expect(written.join("")).toBe('<p>primeiro</p><scr<p>segundo</p><bipt type="module"');
  });

  it("with a CSP nonce, finds the module script that opens with its nonce, at every cut", async () => {
    const nonce = "cfyTykybrIlYFsfFfuFXFA==";
    const withNonce = html
      .replaceAll(
        'rel="modulepreload" href="/assets/a.js"',
        `rel="modulepreload" href="/assets/a.js" nonce="${nonce}"`,
      )
      .replace('<script type="module"', `<script nonce="${nonce}" type="module"`);
    const inert = withNonce
      .replaceAll('<link rel="modulepreload"', '<link rel="deferred-modulepreload"')
      .replace(`<script nonce="${nonce}" type="module"`, `<script nonce="${nonce}" type="deferred-module"`);
    const bytes = Buffer.from(withNonce);
    for (let cut = 1; cut < bytes.length; cut += 7) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)], nonce), `cut at byte ${cut}`).toBe(
        inert,
      );
    }
  });

  it("the start script hands its own nonce to the preloads and the module script it turns back on", () => {
    expect(startDeferredScripts).toContain("document.currentScript.nonce");
    expect(startDeferredScripts).toContain("link.nonce = nonce");
    expect(startDeferredScripts).toContain("script.nonce = nonce");
  });

  it("passes a document without scripts through unchanged, including a short last chunk", async () => {
    expect(await through(["<p>sem scripts</p>", "<"])).toBe("<p>sem scripts</p><");
  });
});

describe("deferModuleScripts with shared pieces (ADR 044)", () => {
  const piece = Buffer.from(`body{margin:0}${".x{color:red}".repeat(100)}`);
  const marker = Buffer.from("<!--sabia-constant:test:0-->");
  const document = Buffer.from(`<head><style>${marker.toString()}</style></head><body><p>ação</p></body>`);

  async function chunksOf(input: Buffer[]): Promise<Buffer[]> {
    const transform = deferModuleScripts(undefined, () => [[marker, piece]]);
    const chunks: Buffer[] = [];
    transform.on("data", (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise((resolve) => transform.on("end", resolve));
    for (const chunk of input) transform.write(chunk);
    transform.end();
    await ended;
    return chunks;
  }

  it("swaps a marker, split anywhere, for the piece itself, sent as a chunk of its own", async () => {
    const swapped = document.toString().replace(marker.toString(), piece.toString());
    for (let cut = 1; cut < document.length; cut += 1) {
      const chunks = await chunksOf([document.subarray(0, cut), document.subarray(cut)]);
      expect(Buffer.concat(chunks).toString(), `cut at byte ${cut}`).toBe(swapped);
      expect(
        chunks.filter((chunk) => chunk === piece),
        `cut at byte ${cut}`,
      ).toHaveLength(1);
    }
  });
});
