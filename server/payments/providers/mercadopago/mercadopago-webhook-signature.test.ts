import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signatureManifest, verifyWebhookSignature } from "./mercadopago-webhook-signature.ts";

const secret = "webhook-secret-of-the-application";
const requestId = "bb56a2f1-6aae-46ac-982e-9dcd3581d08e";
const now = new Date("2026-11-27T18:00:00Z");

/** Signs like Mercado Pago does, written out here rather than through the module under test. */
function signed(dataId: string, tsMs: number, key = secret) {
  const v1 = createHmac("sha256", key)
    .update(`id:${dataId};request-id:${requestId};ts:${tsMs};`)
    .digest("hex");
  return { "x-signature": `ts=${tsMs},v1=${v1}`, "x-request-id": requestId };
}

describe("verifyWebhookSignature", () => {
  it("accepts a notification signed with the secret, within the tolerance", () => {
    const headers = signed("123456", now.getTime() - 60_000);
    expect(verifyWebhookSignature(headers, "123456", secret, now)).toEqual({
      ok: true,
      ts: now.getTime() - 60_000,
    });
  });

  it("refuses a data.id other than the signed one (the query was tampered with)", () => {
    const headers = signed("123456", now.getTime());
    expect(verifyWebhookSignature(headers, "123457", secret, now)).toEqual({ ok: false, reason: "mismatch" });
  });

  it("refuses a signature made with another secret", () => {
    const headers = signed("123456", now.getTime(), "someone-else");
    expect(verifyWebhookSignature(headers, "123456", secret, now)).toEqual({ ok: false, reason: "mismatch" });
  });

  it("refuses a correctly signed but stale notification (a replay), either side of now", () => {
    const old = signed("123456", now.getTime() - 301_000);
    expect(verifyWebhookSignature(old, "123456", secret, now)).toEqual({ ok: false, reason: "stale" });
    const future = signed("123456", now.getTime() + 301_000);
    expect(verifyWebhookSignature(future, "123456", secret, now)).toEqual({ ok: false, reason: "stale" });
    expect(verifyWebhookSignature(old, "123456", secret, now, 600)).toMatchObject({ ok: true });
  });

  it("refuses a missing or malformed header, and a changed x-request-id", () => {
    expect(verifyWebhookSignature({}, "1", secret, now)).toEqual({ ok: false, reason: "missing-signature" });
    const headers = signed("123456", now.getTime());
    expect(verifyWebhookSignature({ ...headers, "x-signature": "v1=abc" }, "123456", secret, now)).toEqual({
      ok: false,
      reason: "malformed-signature",
    });
    const other = { ...headers, "x-request-id": "another-request" };
    expect(verifyWebhookSignature(other, "123456", secret, now)).toEqual({ ok: false, reason: "mismatch" });
  });

  it("reads a 10-digit ts as seconds, and lower-cases an alphanumeric data.id in the manifest", () => {
    const seconds = Math.floor(now.getTime() / 1000);
    const v1 = createHmac("sha256", secret)
      .update(`id:abc123;request-id:${requestId};ts:${seconds};`)
      .digest("hex");
    const headers = { "x-signature": `ts=${seconds},v1=${v1}`, "X-Request-Id": requestId };
    expect(verifyWebhookSignature(headers, "ABC123", secret, now)).toMatchObject({ ok: true });
    expect(signatureManifest(undefined, undefined, "1")).toBe("ts:1;");
  });
});
