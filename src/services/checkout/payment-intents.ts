/**
 * Idempotency keys per payment intention (draft-ietf-httpapi-idempotency-key-header): the same call with the same
 * body is the same intention, so a retry after a lost answer, a 503 or a 409 "still in flight" reuses the key and
 * the server answers the first answer instead of charging twice. A definitive answer (success, or a refusal the
 * person must act on) ends the intention: the next attempt is a new one with a new key.
 *
 * Bodies are kept only as a 53-bit digest (a card number never sits in this map).
 */
export class PaymentIntents {
  private readonly keys = new Map<string, string>();
  private readonly newKey: () => string;

  constructor(newKey: () => string = randomKey) {
    this.newKey = newKey;
  }

  /** The key of this intention: the one already in use, or a new one. */
  keyFor(call: string, body: unknown): string {
    const id = intentionId(call, body);
    let key = this.keys.get(id);
    if (!key) {
      key = this.newKey();
      this.keys.set(id, key);
    }
    return key;
  }

  /** The intention got a definitive answer; a later identical call is a new intention. */
  settle(call: string, body: unknown): void {
    this.keys.delete(intentionId(call, body));
  }
}

/** 32 hex digits: a UUID v4 without dashes (the contract accepts [A-Za-z0-9_-]{8,128}). */
export function randomKey(): string {
  return crypto.randomUUID().replaceAll("-", "");
}

/** Statuses after which the same request may succeed later: the intention (and its key) stays open. */
export function isRetryableStatus(status: number | null): boolean {
  return status === null || status === 409 || status === 429 || status >= 500;
}

function intentionId(call: string, body: unknown): string {
  return `${call}:${digest(JSON.stringify(body))}`;
}

/** cyrb53: a fast 53-bit string hash; enough to tell one person's payment attempts apart. */
function digest(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
