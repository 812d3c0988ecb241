import sharp from "sharp";
import { photoLimits, readPhotoHeader } from "#src/domain/account/photo-rules.ts";
import type { AuthFailure } from "#src/domain/identity/auth-failures.ts";
import { IdentityRefused } from "./identity-refused.ts";

/**
 * The server's side of the photo rules (issue 25, ADR 056): an upload is never stored as sent. It is decoded by
 * libvips (sharp) and re-encoded, so bytes that only look like an image (a PNG signature before a script) are
 * refused, nothing of the sender's file but its pixels survives (EXIF, GPS, comments, extra chunks), and the
 * stored picture is upright and of bounded size.
 */

/**
 * Most pixels an upload may decode to: 25 megapixels is more than any phone photo that fits in 1 MB, and
 * bounds what one upload costs in memory (≈ 100 MB of RGBA at worst) — a "decompression bomb" claims far more.
 */
export const maxPhotoInputPixels = 25_000_000;
/** The stored photo fits inside this square (twice the 683 × 768 minimum is plenty for an avatar). */
export const storedPhotoMaxSide = 1536;

// One upload at a time per libvips worker and no decoded images kept between uploads: photos are rare, memory
// on a small server is not.
sharp.cache(false);

export interface StoredPhoto {
  readonly bytes: Buffer;
  readonly contentType: "image/jpeg";
}

const refuse = (code: AuthFailure): never => {
  throw new IdentityRefused(code, "photo");
};

/**
 * Checks an upload against spec §5 (PNG or JPEG, ≤ 1 MB, ≥ 683 × 768 as shown) and the pixel limit, then
 * decodes it, turns it upright, scales it down to fit `storedPhotoMaxSide` and re-encodes it as a JPEG without
 * metadata. Throws IdentityRefused naming `photo`: photoType, photoTooLarge, photoTooManyPixels,
 * photoUnreadable or photoTooSmall.
 */
export async function reencodePhoto(upload: Uint8Array): Promise<StoredPhoto> {
  const header = readPhotoHeader(upload);
  if (!header) return refuse("photoType");
  if (upload.byteLength > photoLimits.maxBytes) return refuse("photoTooLarge");
  // What the header claims is refused before any decoding starts; libvips checks the real frame again below.
  if (header.width * header.height > maxPhotoInputPixels) return refuse("photoTooManyPixels");

  const image = sharp(upload, { limitInputPixels: maxPhotoInputPixels, failOn: "error", autoOrient: true });
  const metadata = await image.metadata().catch(decodeRefusal);
  if (metadata.format !== header.format) return refuse("photoUnreadable");
  const { width, height } = metadata.autoOrient;
  if (width < photoLimits.minWidth || height < photoLimits.minHeight) return refuse("photoTooSmall");

  const bytes = await image
    .resize({
      width: storedPhotoMaxSide,
      height: storedPhotoMaxSide,
      fit: "inside",
      withoutEnlargement: true,
    })
    // A transparent PNG shown on a white page looks the same on white; JPEG has no transparency.
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 85 })
    .toBuffer()
    .catch(decodeRefusal);
  return { bytes, contentType: "image/jpeg" };
}

/** libvips' own words for an image over the pixel limit; any other decoding failure is an unreadable image. */
function decodeRefusal(error: unknown): never {
  const message = error instanceof Error ? error.message : String(error);
  return refuse(/pixel limit/i.test(message) ? "photoTooManyPixels" : "photoUnreadable");
}
