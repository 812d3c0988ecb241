import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { createChallenge, verifySolution } from "altcha-lib/v1";
import type { CaptchaChallenge } from "#src/services/api/platform-api.ts";
import { queryRows, type Db } from "../db/database.ts";

/** ALTCHA (self-hosted proof of work). The HMAC key lives in the database so every instance shares it. */
export interface CaptchaService {
  challenge(): Promise<CaptchaChallenge>;
  /** Verifies the `captcha` header's solution; a solution is accepted once. */
  verify(solution: string | undefined): Promise<"accepted" | "missing" | "invalid" | "reused">;
}

const validMinutes = 10;

async function hmacKey(db: Db): Promise<string> {
  const candidate = randomBytes(32).toString("hex");
  await db.execute(
    sql`insert into parameters (key, value) values ('captcha-hmac-key', ${JSON.stringify(candidate)}::jsonb) on conflict (key) do nothing`,
  );
  const [row] = await queryRows<{ value: string }>(
    db,
    sql`select value from parameters where key = 'captcha-hmac-key'`,
  );
  return row!.value;
}

export function createCaptcha(db: Db, options: { maxNumber?: number } = {}): CaptchaService {
  let key: Promise<string> | undefined;
  const getKey = () => (key ??= hmacKey(db));
  return {
    async challenge() {
      const expires = new Date(Date.now() + validMinutes * 60_000);
      const challenge = await createChallenge({
        hmacKey: await getKey(),
        maxNumber: options.maxNumber ?? 50_000,
        expires,
      });
      return {
        algorithm: challenge.algorithm,
        challenge: challenge.challenge,
        maxnumber: challenge.maxnumber ?? options.maxNumber ?? 50_000,
        salt: challenge.salt,
        signature: challenge.signature,
      };
    },
    async verify(solution) {
      if (!solution) return "missing";
      let payload: unknown;
      try {
        payload = JSON.parse(Buffer.from(solution, "base64").toString("utf8"));
      } catch {
        return "invalid";
      }
      // Base64 of `null`, a number or a list is JSON too, but not a solution (it once reached `.signature`: 503).
      if (
        typeof payload !== "object" ||
        payload === null ||
        !("signature" in payload) ||
        typeof payload.signature !== "string" ||
        !(await verifySolution(solution, await getKey(), true).catch(() => false))
      )
        return "invalid";
      const inserted = await queryRows<{ signature: string }>(
        db,
        sql`insert into captcha_solutions (signature, expires_at) values (${payload.signature}, now() + make_interval(mins => ${validMinutes}))
            on conflict (signature) do nothing returning signature`,
      );
      await db.execute(sql`delete from captcha_solutions where expires_at < now()`);
      return inserted.length === 1 ? "accepted" : "reused";
    },
  };
}
