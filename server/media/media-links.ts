import { createHmac, timingSafeEqual } from "node:crypto";
import type { Db } from "../db/database.ts";
import { sharedSecret } from "../db/shared-secret.ts";

/**
 * A lesson's video and captions are paid content (issue 32): a `<video>` cannot send the Bearer token, so the portal
 * hands out their addresses signed for a few hours (`?ate=<unix seconds>&assinatura=<HMAC>`) to a person whose
 * course is open, and the media stage serves nothing without a valid, unexpired signature. One signature opens a
 * clip's video and its captions (it signs the clip's name, not the extension).
 */
export const mediaLinkTtlSeconds = 4 * 60 * 60;

/** MEDIA_SECRET, or one generated once into the database so every instance signs alike. */
export const loadMediaSecret = (db: Db, fromEnv?: string) => sharedSecret(db, "media_secret", fromEnv);

/** The clip a media path belongs to: `/media/aulas/aula-1.mp4` and `/media/aulas/aula-1.pt-BR.vtt` → `aula-1`. */
const clipOf = (pathname: string) => pathname.replace(/^.*\//, "").replace(/(\.pt-BR)?\.[a-z0-9]+$/i, "");

const signatureOf = (secret: string, clip: string, until: number) =>
  createHmac("sha256", secret).update(`${clip}\n${until}`).digest("base64url");

/** The address of a lesson's media, signed until `nowSeconds` + the TTL. */
export function signMediaPath(secret: string, pathname: string, nowSeconds: number): string {
  const until = nowSeconds + mediaLinkTtlSeconds;
  const query = new URLSearchParams({
    ate: String(until),
    assinatura: signatureOf(secret, clipOf(pathname), until),
  });
  return `${pathname}?${query}`;
}

/** Whether a request's address carries a signature of this clip that has not expired. */
export function mediaLinkValid(
  secret: string,
  pathname: string,
  search: URLSearchParams,
  nowSeconds: number,
) {
  const until = Number(search.get("ate"));
  const given = Buffer.from(search.get("assinatura") ?? "");
  if (!Number.isSafeInteger(until) || until < nowSeconds) return false;
  const expected = Buffer.from(signatureOf(secret, clipOf(pathname), until));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
