/**
 * Profile photo rules of spec §5/§9: png or jpg, at most 1 MB, at least 683 × 768. The size comes from the
 * image's own header (PNG IHDR, JPEG start-of-frame), never from what the browser claims, so the server and
 * the page check alike.
 */
export const photoLimits = { maxBytes: 1024 * 1024, minWidth: 683, minHeight: 768 } as const;

export type PhotoFormat = "png" | "jpeg";
export type PhotoRefusal = "photoType" | "photoTooLarge" | "photoTooSmall";

export interface PhotoHeader {
  format: PhotoFormat;
  width: number;
  height: number;
}

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function pngHeader(bytes: Uint8Array): PhotoHeader | null {
  if (bytes.length < 24 || !pngSignature.every((value, index) => bytes[index] === value)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The first chunk must be IHDR: width and height are its first two big-endian 32-bit fields.
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== "IHDR") return null;
  return { format: "png", width: view.getUint32(16), height: view.getUint32(20) };
}

/** Start-of-frame markers carry the size; C4 (Huffman), C8 (reserved) and CC (arithmetic) do not. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegHeader(bytes: Uint8Array): PhotoHeader | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame
    const length = view.getUint16(offset + 2);
    if (isStartOfFrame(marker)) {
      if (offset + 9 > bytes.length) return null;
      return { format: "jpeg", height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    }
    if (length < 2) return null;
    offset += 2 + length;
  }
  return null;
}

/** The format and pixel size an image's bytes declare, or null when they are not a PNG or JPEG. */
export function readPhotoHeader(bytes: Uint8Array): PhotoHeader | null {
  return pngHeader(bytes) ?? jpegHeader(bytes);
}

/** The first rule a photo breaks, checked in the order a person can act on: type, then weight, then size. */
export function photoRefusal(bytes: Uint8Array): PhotoRefusal | null {
  const header = readPhotoHeader(bytes);
  if (!header) return "photoType";
  if (bytes.byteLength > photoLimits.maxBytes) return "photoTooLarge";
  if (header.width < photoLimits.minWidth || header.height < photoLimits.minHeight) return "photoTooSmall";
  return null;
}
