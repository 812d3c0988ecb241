import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { accepts } from "./accept-encoding.ts";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

interface Variants {
  br: Buffer;
  gzip: Buffer;
}

/**
 * Hashed build files kept compressed in memory, made once each at the highest settings (ADR 041). They never change,
 * so compressing one again for every visitor (brotli through `compression`, on the event loop) only cost CPU and
 * bytes. A file is compressed in the background the first time it is asked for (libuv's pool, off the event
 * loop); until then it goes out through the `compression` stage as before. Memory is bounded by the build itself.
 */
export function precompressedFiles() {
  const ready = new Map<string, Variants>();
  const started = new Set<string>();

  const prepare = (file: string) => {
    started.add(file);
    void readFile(file)
      .then(async (bytes) => {
        const [br, gz] = await Promise.all([
          brotli(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
          gzipped(bytes, { level: 9 }),
        ]);
        ready.set(file, { br, gzip: gz });
      })
      .catch(() => started.delete(file));
  };

  /** The encoding and bytes this visitor can take, when ready; null sends the file as it is. */
  return function variantFor(
    file: string,
    acceptEncoding: string | string[] | undefined,
  ): { encoding: "br" | "gzip"; body: Buffer } | null {
    const encoding = accepts(acceptEncoding, "br") ? "br" : accepts(acceptEncoding, "gzip") ? "gzip" : null;
    if (encoding === null) return null;
    const variants = ready.get(file);
    if (!variants) {
      if (!started.has(file)) prepare(file);
      return null;
    }
    return { encoding, body: variants[encoding] };
  };
}
