import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { pngImage } from "#tests/fixtures/images.ts";
import { useIdentityApi } from "./identity-test-kit.ts";

/**
 * Issue 25 "Uploaded photos": a PNG signature followed by a script, and a 24-byte "PNG" that claims
 * 2147483647 × 2147483647 pixels, were both stored as sent. Every upload is now decoded and re-encoded: what does
 * not decode, or would decode to too many pixels, is refused (400 naming `photo`); what is stored is the
 * re-encoded image, upright, without its metadata (GPS), at a bounded size.
 */
const { api, call, signIn } = useIdentityApi();

const tokenOf = async (username: string) => (await signIn(username, "Sabia@2026")).json.accessToken as string;
const upload = (token: string, bytes: Uint8Array, type = "image/png") => {
  const form = new FormData();
  form.append("photo", new Blob([new Uint8Array(bytes)], { type }), "foto");
  return fetch(`${api().url}/api/users/me/photo`, {
    method: "PATCH",
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
};

/** The 24 bytes of a PNG signature and an IHDR chunk header that claims `side` × `side` pixels, nothing else. */
function claimedPng(side: number): Buffer {
  const bytes = Buffer.alloc(24);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 0);
  bytes.write("IHDR", 12, "ascii");
  bytes.writeUInt32BE(side, 16);
  bytes.writeUInt32BE(side, 20);
  return bytes;
}

/** A real JPEG, 800 wide × 700 high as stored, that asks to be shown turned a quarter (EXIF 6), with GPS. */
const sidewaysJpegWithGps = () =>
  sharp({ create: { width: 800, height: 700, channels: 3, background: { r: 40, g: 120, b: 160 } } })
    .withExif({
      IFD0: { Make: "Sabia Test Camera" },
      IFD3: {
        GPSLatitudeRef: "S",
        GPSLatitude: "23/1 33/1 0/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "46/1 38/1 0/1",
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 90 })
    .toBuffer();

describe("PATCH /api/users/me/photo decodes and re-encodes every upload", () => {
  it("refuses a PNG signature followed by a script: it does not decode", async () => {
    const token = await tokenOf("aluno");
    const valid = pngImage(700, 800);
    // A real IHDR (700 × 800, so every header check passes), then HTML instead of image data.
    const script = Buffer.concat([
      valid.subarray(0, 33),
      Buffer.from("<script>alert(document.cookie)</script>"),
    ]);
    const answer = await upload(token, script);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ code: "photoUnreadable", field: "photo" });
    expect((await call("/api/users/me", { method: "GET", token })).json.photo).toBeNull();
  });

  it("refuses a 24-byte PNG that claims 2147483647 × 2147483647 pixels before decoding it", async () => {
    const token = await tokenOf("aluno");
    const answer = await upload(token, claimedPng(2_147_483_647));
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ code: "photoTooManyPixels", field: "photo" });
    expect((await call("/api/users/me", { method: "GET", token })).json.photo).toBeNull();
  });

  it("refuses a real image of more pixels than a photo needs (a decompression bomb), in little time", async () => {
    const token = await tokenOf("aluno");
    // 8000 × 8000 of one colour: 64 megapixels in a few kilobytes of PNG.
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const started = performance.now();
    const answer = await upload(token, bomb);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ code: "photoTooManyPixels", field: "photo" });
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it("stores a re-encoded JPEG: upright, bounded, without EXIF or GPS", async () => {
    const token = await tokenOf("professor");
    const sent = await sidewaysJpegWithGps();
    expect((await sharp(sent).metadata()).exif).toBeDefined();
    const answer = await upload(token, sent, "image/jpeg");
    expect(answer.status).toBe(200);
    const { photoUrl } = (await answer.json()) as { photoUrl: string };
    const served = await fetch(`${api().url}${photoUrl}`);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    const stored = Buffer.from(await served.arrayBuffer());
    expect(stored.equals(sent)).toBe(false);
    const metadata = await sharp(stored).metadata();
    expect(metadata.format).toBe("jpeg");
    expect([metadata.width, metadata.height]).toEqual([700, 800]);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from("Sabia Test Camera"))).toBe(false);
  });

  it("scales a large photo down to at most 1536 pixels a side", async () => {
    const token = await tokenOf("professor");
    const large = await sharp({ create: { width: 3000, height: 4000, channels: 3, background: "#369" } })
      .jpeg({ quality: 60 })
      .toBuffer();
    const answer = await upload(token, large, "image/jpeg");
    expect(answer.status).toBe(200);
    const { photoUrl } = (await answer.json()) as { photoUrl: string };
    const stored = Buffer.from(await (await fetch(`${api().url}${photoUrl}`)).arrayBuffer());
    const metadata = await sharp(stored).metadata();
    expect([metadata.width, metadata.height]).toEqual([1152, 1536]);
  });
});
