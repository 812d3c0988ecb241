import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { jpegHeaderBytes, pngImage } from "#tests/fixtures/images.ts";
import { useIdentityApi } from "./identity-test-kit.ts";

/** Issue 14: PATCH me/photo (multipart) checks the image's own header and serves what it stored (re-encoded). */
const { api, call, signIn } = useIdentityApi();

const tokenOf = async (username: string) => (await signIn(username, "Sabia@2026")).json.accessToken as string;
const upload = (token: string | null, bytes: Uint8Array, name = "foto.png", type = "image/png") => {
  const form = new FormData();
  form.append("photo", new Blob([new Uint8Array(bytes)], { type }), name);
  return fetch(`${api().url}/api/users/me/photo`, {
    method: "PATCH",
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
};

describe("PATCH /api/users/me/photo", () => {
  it("stores a valid PNG, answers its address, serves it and shows it as the user's photo", async () => {
    const token = await tokenOf("professor");
    const image = pngImage(700, 800);
    const answer = await upload(token, image);
    expect(answer.status).toBe(200);
    const { photoUrl } = (await answer.json()) as { photoUrl: string };
    expect(photoUrl).toMatch(/^\/api\/users\/photos\/[0-9a-f-]{36}\?v=/);
    const served = await fetch(`${api().url}${photoUrl}`);
    // What is stored is the upload decoded and re-encoded (issue 25; photo-upload.security.test.ts).
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    const stored = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(["jpeg", 700, 800]);
    expect((await call("/api/users/me", { method: "GET", token })).json.photo).toBe(photoUrl);

    const removed = await fetch(`${api().url}/api/users/me/photo`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removed.status).toBe(200);
    expect((await call("/api/users/me", { method: "GET", token })).json.photo).toBeNull();
    expect((await fetch(`${api().url}${photoUrl}`)).status).toBe(404);
  });

  it("refuses each broken rule with a 400 naming the photo and its own code, storing nothing", async () => {
    const token = await tokenOf("aluno");
    const cases = [
      { bytes: pngImage(700, 800, { noisy: true }), code: "photoTooLarge" },
      { bytes: pngImage(600, 600), code: "photoTooSmall" },
      {
        bytes: await sharp({ create: { width: 683, height: 700, channels: 3, background: "#888" } })
          .jpeg()
          .toBuffer(),
        code: "photoTooSmall",
      },
      // A JPEG header with no image after it does not decode (issue 25: only decoded images are stored).
      { bytes: jpegHeaderBytes(683, 800), code: "photoUnreadable" },
      // A GIF named .png and sent as image/png: the header decides, not the name or the claimed type.
      { bytes: new TextEncoder().encode("GIF89a...................."), code: "photoType" },
    ];
    for (const { bytes, code } of cases) {
      const answer = await upload(token, bytes);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ code, field: "photo" });
    }
    expect((await call("/api/users/me", { method: "GET", token })).json.photo).toBeNull();
  });

  it("needs a signed-in user and the multipart field", async () => {
    expect((await upload(null, pngImage(700, 800))).status).toBe(401);
    const token = await tokenOf("aluno");
    const noField = await fetch(`${api().url}/api/users/me/photo`, {
      method: "PATCH",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: "{}",
    });
    expect(noField.status).toBe(400);
    expect(await noField.json()).toMatchObject({ field: "photo" });
  });
});

describe("PATCH /api/users/me (My Account)", () => {
  it("saves contact data and preferences, and names the refused field", async () => {
    const token = await tokenOf("professor");
    const saved = await call("/api/users/me", {
      method: "PATCH",
      token,
      body: { name: "Paula Professora", timezone: "Europe/Lisbon", languageId: "en", theme: "dark" },
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({
      name: "Paula Professora",
      timezone: "Europe/Lisbon",
      languageId: "en",
      theme: "dark",
    });
    for (const [body, field] of [
      [{ timezone: "Mars/Olympus" }, "timezone"],
      [{ languageId: "fr" }, "languageId"],
      [{ theme: "neon" }, "theme"],
      [{ cellphone: "123" }, "cellphone"],
    ] as const) {
      const refused = await call("/api/users/me", { method: "PATCH", token, body });
      expect(refused.status).toBe(400);
      expect(refused.json.field).toBe(field);
    }
  });
});
