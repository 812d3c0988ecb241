import { createHmac } from "node:crypto";
import type { Db } from "../db/database.ts";
import { completeKey, readKey, releaseKey, reserveKey } from "../db/checkout/idempotency-queries.ts";
import { sharedSecret } from "../db/shared-secret.ts";
import { CheckoutRefused, paymentInProgress } from "./checkout-refused.ts";

/**
 * Idempotency keys of payment calls (draft-ietf-httpapi-idempotency-key-header). The key is reserved before
 * anything else (one INSERT … ON CONFLICT DO NOTHING); the first answer is stored and replayed; the same key with
 * another request is refused (422); a request still being answered gets 409; a failure releases the key, because
 * every failure here happens before or instead of a charge (the charge commits with its payment row).
 */
export interface IdempotentRequest {
  userId: number;
  key: string;
  method: string;
  path: string;
  body: unknown;
}

/** IDEMPOTENCY_SECRET, or one generated once into the database so every instance fingerprints alike. */
export const loadIdempotencySecret = (db: Db, fromEnv: string | undefined) =>
  sharedSecret(db, "idempotency_secret", fromEnv);

/** JSON with sorted keys, so the same body always fingerprints the same. */
const canonical = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(canonical).join(",")}]`
    : value !== null && typeof value === "object"
      ? `{${Object.keys(value)
          .toSorted()
          .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
          .join(",")}}`
      : JSON.stringify(value);

/**
 * HMAC-SHA256 of method, path and body under a server secret: a card number in the body cannot be recovered
 * from the stored fingerprint.
 */
export const fingerprint = (secret: string, request: Pick<IdempotentRequest, "method" | "path" | "body">) =>
  createHmac("sha256", secret)
    .update(`${request.method.toUpperCase()}\n${request.path}\n${canonical(request.body)}`)
    .digest("hex");

export function idempotency(db: Db, secret: () => Promise<string>) {
  return async function once<A>(request: IdempotentRequest, work: () => Promise<A>): Promise<A> {
    const print = fingerprint(await secret(), request);
    if (!(await reserveKey(db, request.userId, request.key, print))) {
      const existing = await readKey(db, request.userId, request.key);
      if (!existing) throw paymentInProgress();
      if (existing.fingerprint !== print)
        throw new CheckoutRefused({
          kind: "keyReused",
          detail: "This Idempotency-Key was already used with another request.",
        });
      if (existing.state !== "done")
        throw paymentInProgress("A request with this Idempotency-Key is still being answered.");
      return existing.responseBody as A;
    }
    let answer: A;
    try {
      answer = await work();
    } catch (error) {
      await releaseKey(db, request.userId, request.key);
      throw error;
    }
    await completeKey(db, request.userId, request.key, 200, answer);
    return answer;
  };
}

export type Idempotency = ReturnType<typeof idempotency>;
