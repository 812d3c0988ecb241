import { Option, Schema } from "effect";
import type { HttpsCall } from "./pix-https.ts";
import { PixUnreachable } from "./pix-https.ts";

const TokenAnswer = Schema.Struct({
  access_token: Schema.String,
  token_type: Schema.String,
  expires_in: Schema.Number,
});

/** The PSP refused our credentials: configuration, not a passing fault. */
export class PixCredentialsRefused extends Error {
  constructor(status: number) {
    super(`the Pix PSP refused the client credentials (HTTP ${status})`);
    this.name = "PixCredentialsRefused";
  }
}

/** Renew a little before the PSP says the token ends, so a call never carries one that dies on the way. */
const marginMs = 30_000;

/**
 * OAuth 2.0 client credentials (RFC 6749 §4.4) with the secret in HTTP Basic, as the Pix API standard asks; the
 * token is kept until shortly before it expires, and concurrent callers share one request for a new one.
 */
export function clientCredentials(
  https: HttpsCall,
  settings: { tokenUrl: string; clientId: string; clientSecret: string },
  now: () => number = Date.now,
) {
  let cached: { token: string; until: number } | null = null;
  let inFlight: Promise<string> | null = null;

  const fetchToken = async (): Promise<string> => {
    const basic = Buffer.from(
      `${encodeURIComponent(settings.clientId)}:${encodeURIComponent(settings.clientSecret)}`,
    ).toString("base64");
    const answer = await https({
      method: "POST",
      url: settings.tokenUrl,
      headers: {
        authorization: `Basic ${basic}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "grant_type=client_credentials",
    });
    if (answer.status === 401 || answer.status === 403) throw new PixCredentialsRefused(answer.status);
    if (answer.status !== 200) throw new PixUnreachable(`token endpoint answered ${answer.status}`);
    const decoded = Schema.decodeUnknownOption(TokenAnswer)(answer.body);
    if (Option.isNone(decoded)) throw new PixUnreachable("token endpoint answered an unreadable token");
    cached = { token: decoded.value.access_token, until: now() + decoded.value.expires_in * 1000 - marginMs };
    return cached.token;
  };

  return {
    async token(): Promise<string> {
      if (cached && cached.until > now()) return cached.token;
      inFlight ??= fetchToken().finally(() => (inFlight = null));
      return inFlight;
    },
    /** The PSP said 401 to a call: the token was revoked or rotated early. */
    forget() {
      cached = null;
    },
  };
}
