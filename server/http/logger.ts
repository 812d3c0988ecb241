import { pino, type Logger } from "pino";

/**
 * Structured JSON logs. Authorisation headers, cookies and tokens are redacted wherever they appear. Lines go to
 * stdout asynchronously (sonic-boom, flushed at exit), so the per-request line does not block the event loop on
 * a slow stdout (issue 17: measure with `npm run bench:ssr -- --log-level silent`).
 */
export function createLogger(level: string): Logger {
  return pino(
    {
      level,
      base: { service: "sabia" },
      redact: {
        paths: [
          "req.headers.authorization",
          "req.headers.cookie",
          "req.headers.captcha",
          'res.headers["set-cookie"]',
          "*.token",
          "*.password",
          "*.accessToken",
        ],
        censor: "[redacted]",
      },
    },
    pino.destination({ dest: 1, sync: false }),
  );
}

/** The Pix webhook's path carries its secret (ADR 048): the segment after the base never reaches a log. */
const pixWebhookSecret = /^(\/api\/payments\/pix\/webhook\/)[^/?]+/;

/** Strips query values that can carry credentials (tokenId hand-off codes, reset tokens) from a logged URL. */
export function loggableUrl(given: string | undefined): string {
  if (!given) return "";
  const url = given.replace(pixWebhookSecret, "$1[redacted]");
  const queryAt = url.indexOf("?");
  if (queryAt === -1) return url;
  const params = new URLSearchParams(url.slice(queryAt + 1));
  for (const name of ["tokenId", "token", "code", "accessToken"]) {
    if (params.has(name)) params.set(name, "[redacted]");
  }
  const query = params.toString();
  return query ? `${url.slice(0, queryAt)}?${query}` : url.slice(0, queryAt);
}
