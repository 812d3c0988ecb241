import { randomBytes } from "node:crypto";
import { constants, deflateRawSync } from "node:zlib";
import { markSharedPiece } from "../domain/shared-piece.ts";

/**
 * Large pieces of HTML that many documents share unchanged — the inlined stylesheet (56 KB) and a language's
 * translations (39 KB): two thirds of a course page. ADR 044: a render writes a short marker in their place;
 * deferModuleScripts (the byte pass every document already goes through) swaps the marker for the piece's one
 * Buffer, as a chunk of its own; the gzip stage of renders (server/http/render-gzip.ts) recognises that Buffer
 * (src/domain/shared-piece.ts) and sends its deflate, made once, instead of compressing the same 95 KB on every
 * render.
 */
function constantChunk(text: string): Buffer {
  const piece = Buffer.from(text);
  return markSharedPiece(piece, () =>
    deflateRawSync(piece, { level: 9, finishFlush: constants.Z_FULL_FLUSH }),
  );
}

// Unguessable per process: only the server's own output can carry a marker (React escapes every "<" of text
// and attributes; the loader data's script escapes it too).
const markerToken = randomBytes(9).toString("base64url");
const byText = new Map<string, string>();
const replacements: Array<readonly [marker: Buffer, chunk: Buffer]> = [];

/**
 * The marker to render in place of `text` (a text the server keeps for its whole life: the build's stylesheet, a
 * language's translations), registered once.
 */
export function constantMarker(text: string): string {
  let marker = byText.get(text);
  if (marker === undefined) {
    marker = `<!--sabia-constant:${markerToken}:${replacements.length}-->`;
    replacements.push([Buffer.from(marker), constantChunk(text)]);
    byText.set(text, marker);
  }
  return marker;
}

/** What deferModuleScripts swaps: each marker registered so far, and its piece. */
export const constantReplacements = (): ReadonlyArray<readonly [Buffer, Buffer]> => replacements;
