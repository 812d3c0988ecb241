/**
 * Verifies a Mercado Pago webhook (ADR 057): the `x-signature` header carries `ts=…,v1=…`, where v1 is the hex
 * HMAC-SHA256, keyed with the application's secret signature, of the manifest
 * `id:{data.id};request-id:{x-request-id};ts:{ts};` — data.id from the notification URL's query (lower-cased when
 * alphanumeric), a part left out when its value is absent. The comparison is constant-time, and a ts too far from
 * `now` is refused (a replayed notification). ts is read as milliseconds, as Mercado Pago's SDKs read it; a
 * 10-digit value is taken as seconds.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export type SignatureCheck =
  | { ok: true; ts: number }
  | { ok: false; reason: "missing-signature" | "malformed-signature" | "mismatch" | "stale" };

type Headers = Record<string, string | string[] | undefined>;

const headerValue = (headers: Headers, name: string): string | undefined => {
  const found = Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
  const text = Array.isArray(found) ? found[0] : found;
  return text === undefined || text.trim() === "" ? undefined : text.trim();
};

export function signatureManifest(
  dataId: string | undefined,
  requestId: string | undefined,
  ts: string,
): string {
  const id = dataId && /^[a-z0-9]+$/i.test(dataId) ? dataId.toLowerCase() : dataId;
  return `${id ? `id:${id};` : ""}${requestId ? `request-id:${requestId};` : ""}ts:${ts};`;
}

export function verifyWebhookSignature(
  headers: Headers,
  dataId: string | undefined,
  secret: string,
  now: Date,
  toleranceSeconds = 300,
): SignatureCheck {
  const header = headerValue(headers, "x-signature");
  if (!header) return { ok: false, reason: "missing-signature" };
  const parts = new Map(
    header.split(",").map((part) => {
      const at = part.indexOf("=");
      return [part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim()] as const;
    }),
  );
  const ts = parts.get("ts") ?? "";
  const v1 = parts.get("v1") ?? "";
  if (!/^\d{10,13}$/.test(ts) || !/^[0-9a-f]{64}$/i.test(v1))
    return { ok: false, reason: "malformed-signature" };
  const expected = createHmac("sha256", secret)
    .update(signatureManifest(dataId, headerValue(headers, "x-request-id"), ts))
    .digest();
  if (!timingSafeEqual(expected, Buffer.from(v1, "hex"))) return { ok: false, reason: "mismatch" };
  const tsMs = ts.length <= 10 ? Number(ts) * 1000 : Number(ts);
  if (Math.abs(now.getTime() - tsMs) > toleranceSeconds * 1000) return { ok: false, reason: "stale" };
  return { ok: true, ts: tsMs };
}
