import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressSlices, spliceGzip } from "./gzip-splice.ts";

const join = (slices: Buffer[], between: Buffer) =>
  Buffer.concat(slices.flatMap((slice, index) => (index === 0 ? [slice] : [between, slice])));

describe("a gzip body spliced from slices compressed once", () => {
  const html = Buffer.from(
    `<!doctype html><html><head><style nonce="OLD">${"body{color:red}".repeat(4000)}</style></head>` +
      `<body>${"<p>Olá, saúde!</p>".repeat(3000)}<script nonce="OLD">hydrate()</script></body></html>`,
  );
  const slices: Buffer[] = [];
  for (let from = 0, at = html.indexOf('nonce="OLD"'); ; at = html.indexOf('nonce="OLD"', from)) {
    slices.push(html.subarray(from, at === -1 ? undefined : at));
    if (at === -1) break;
    from = at + 'nonce="OLD"'.length;
  }
  const compressed = compressSlices(slices);

  it("decodes to the page with the fresh bytes between its slices, for every answer", () => {
    for (const nonce of ["abc+/==", "Zm9vYmFyYmF6cXV4MTIzNA==", ""]) {
      const between = Buffer.from(`nonce="${nonce}"`);
      const body = spliceGzip(slices, compressed, between);
      expect(gunzipSync(body).equals(join(slices, between))).toBe(true);
    }
    expect(slices).toHaveLength(3);
  });

  it("is a fraction of the page's size", () => {
    const body = spliceGzip(slices, compressed, Buffer.from('nonce="x"'));
    expect(body.length).toBeLessThan(html.length / 10);
  });

  it("handles one slice, empty slices and bytes longer than one stored block", () => {
    const one = [Buffer.from("só um pedaço")];
    expect(gunzipSync(spliceGzip(one, compressSlices(one), Buffer.alloc(0))).toString()).toBe("só um pedaço");
    const empties = [Buffer.alloc(0), Buffer.alloc(0)];
    const long = Buffer.alloc(70_000, 97);
    expect(gunzipSync(spliceGzip(empties, compressSlices(empties), long)).equals(long)).toBe(true);
  });
});
