import { describe, expect, it } from "vitest";
import { jpegHeaderBytes, pngImage } from "#tests/fixtures/images.ts";
import { photoLimits, photoRefusal, readPhotoHeader } from "./photo-rules.ts";

describe("profile photo rules (spec §5: png or jpg, ≤ 1 MB, ≥ 683 × 768)", () => {
  it("reads the size from a PNG's IHDR and a JPEG's start-of-frame", () => {
    expect(readPhotoHeader(pngImage(700, 800))).toEqual({ format: "png", width: 700, height: 800 });
    expect(readPhotoHeader(jpegHeaderBytes(1024, 768))).toEqual({ format: "jpeg", width: 1024, height: 768 });
  });

  it("accepts the smallest allowed size and refuses one pixel less either way", () => {
    expect(photoRefusal(pngImage(683, 768))).toBeNull();
    expect(photoRefusal(pngImage(682, 768))).toBe("photoTooSmall");
    expect(photoRefusal(jpegHeaderBytes(683, 767))).toBe("photoTooSmall");
  });

  it("refuses more than 1 MB, and anything that is not a PNG or JPEG", () => {
    const heavy = pngImage(700, 800, { noisy: true });
    expect(heavy.byteLength).toBeGreaterThan(photoLimits.maxBytes);
    expect(photoRefusal(heavy)).toBe("photoTooLarge");
    expect(photoRefusal(new TextEncoder().encode("GIF89a not a photo"))).toBe("photoType");
    expect(photoRefusal(new Uint8Array(0))).toBe("photoType");
    // A PNG signature without an IHDR chunk is not a PNG.
    expect(photoRefusal(pngImage(700, 800).subarray(0, 20))).toBe("photoType");
  });
});
