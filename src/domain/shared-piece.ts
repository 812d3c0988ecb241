/**
 * A shared piece of HTML (ADR 044): a Buffer that many documents send unchanged (the inlined stylesheet, a
 * language's translations), carrying how to get its raw deflate, made once. The server bundle marks pieces
 * (src/routes/constant-chunks.server.ts); the gzip stage of renders (server/http/render-gzip.ts) reads the mark.
 * The two are separate module graphs, so the mark is a global symbol on the Buffer itself.
 */
const deflatedKey = Symbol.for("sabia.sharedPiece.deflated");

type Marked = Uint8Array & { [deflatedKey]?: () => Uint8Array };

/**
 * Marks `piece`; `deflate` must give its raw deflate ending in a full flush (byte-aligned, nothing after it
 * refers back into it, no final block), so that it can sit between other blocks of any deflate stream.
 */
export function markSharedPiece<T extends Uint8Array>(piece: T, deflate: () => Uint8Array): T {
  let deflated: Uint8Array | undefined;
  Object.defineProperty(piece, deflatedKey, { value: () => (deflated ??= deflate()) });
  return piece;
}

/** A shared piece's deflate (made at the first call); undefined for any other chunk. */
export function deflatedSharedPiece(chunk: unknown): Uint8Array | undefined {
  return (chunk as Marked | null | undefined)?.[deflatedKey]?.();
}
