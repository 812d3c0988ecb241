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

/**
 * Routes whose path carries a secret or a person's identifier, each with the part kept before the segment that
 * is replaced. One list, so that a new route of the kind is added here and nowhere else.
 */
const secretPathSegments: readonly RegExp[] = [
  // The Pix webhook's path carries its secret (ADR 048).
  /^(\/api\/payments\/pix\/webhook\/)[^/?]+/,
  // The reset link: the page that opens it, and the API call that checks it.
  /^(\/auth\/password\/change\/)[^/?]+/,
  /^(\/api\/users\/password\/reset\/check\/)[^/?]+/,
  // A person's CPF or e-mail looked up by path (LGPD: personal data stays out of logs).
  /^(\/api\/subscription\/users\/person\/by-email\/)[^/?]+/,
  /^(\/api\/subscription\/users\/person\/)(?!by-email\/)[^/?]+/,
  // The staff lookups by e-mail or username (issue 30).
  /^(\/api\/subscription\/users\/get-(?:user-by-email|person-data|user-by-username)\/)[^/?]+/,
];

/**
 * Query parameters whose value is a credential or personal data (names compared without case): hand-off codes,
 * reset tokens, OpenID Connect codes and tokens, SAML messages (a SAMLResponse is a bearer credential until it
 * expires), captcha solutions, two-factor codes, e-mail addresses, CPFs,
 * the audit log's person filter and a lesson media address's signature (a 4-hour credential, media-links.ts).
 */
const secretQueryNames = new Set(
  [
    "tokenId",
    "token",
    "code",
    "accessToken",
    "access_token",
    "id_token",
    "refresh_token",
    "SAMLResponse",
    "SAMLRequest",
    "SAMLart",
    "Signature",
    "assinatura",
    "captcha",
    "password",
    "secret",
    "email",
    "recipient",
    "cpf",
    // The audit log's filter (issue 30): a person's name, username or e-mail.
    "person",
  ].map((name) => name.toLowerCase()),
);

/**
 * A credential by its shape, wherever it turns up (a reset link under an application's own reset path, a token
 * in a parameter not listed above): a run of 32 or more base64url characters that mixes capital and small
 * letters, as random tokens do and slugs, ids and UUIDs (lower case) do not.
 */
const credentialShaped = (value: string) =>
  value.length >= 32 && /^[A-Za-z0-9_-]+$/.test(value) && /[A-Z]/.test(value) && /[a-z]/.test(value);

const redacted = "[redacted]";

function loggablePath(path: string): string {
  const listed = secretPathSegments.reduce((current, route) => current.replace(route, `$1${redacted}`), path);
  return listed
    .split("/")
    .map((segment) => (credentialShaped(segment) ? redacted : segment))
    .join("/");
}

/** A logged URL with every secret path segment and query value replaced by [redacted]; the rest as it was. */
export function loggableUrl(given: string | undefined): string {
  if (!given) return "";
  const queryAt = given.indexOf("?");
  const path = loggablePath(queryAt === -1 ? given : given.slice(0, queryAt));
  if (queryAt === -1) return path;
  const params = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(given.slice(queryAt + 1))) {
    const secret = secretQueryNames.has(name.toLowerCase()) || credentialShaped(value);
    params.append(name, secret ? redacted : value);
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
