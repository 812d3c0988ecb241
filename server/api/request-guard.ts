import { ByteSize, Effect, Result } from "effect";
import { HttpServerError } from "effect/http";
import { HttpIncomingMessage, HttpServerRequest, HttpServerResponse } from "effect/http";

/** Largest request body the API reads (JSON; there is no multipart endpoint): anything bigger answers 413. */
export const maxBodyBytes = 1024 * 1024;

type Path = (string | number)[];

const problem = (
  status: 400 | 413,
  title: string,
  detail: string,
  errors?: { path: Path; message: string }[],
) =>
  HttpServerResponse.jsonUnsafe(
    { type: "about:blank", status, title, detail, ...(errors ? { errors } : {}) },
    {
      status,
      contentType: "application/problem+json",
      // The rest of a refused body is not read: the connection ends with this answer.
      ...(status === 413 ? { headers: { connection: "close" } } : {}),
    },
  );

const nulMessage = "Must not contain the NUL character (\\u0000)";

/**
 * The path of the first string (or key) of a JSON value that holds a NUL, or null. Walks with its own stack, not
 * recursion: a body nested thousands of levels deep (`[[[[…]]]]`, well under the size cap) once overflowed the
 * call stack and answered 500 (found by npm run fuzz).
 */
export function nulPath(value: unknown): Path | null {
  interface Step {
    value: unknown;
    key: string | number | null;
    parent: Step | null;
  }
  // Parent links, not a copied path per level: a deep body costs memory in proportion to its size only.
  const pathOf = (step: Step): Path => {
    const path: Path = [];
    for (let at: Step | null = step; at && at.key !== null; at = at.parent) path.unshift(at.key);
    return path;
  };
  const pending: Step[] = [{ value, key: null, parent: null }];
  while (pending.length > 0) {
    const step = pending.pop()!;
    const current = step.value;
    if (typeof current === "string") {
      if (current.includes("\u0000")) return pathOf(step);
      continue;
    }
    if (typeof current !== "object" || current === null) continue;
    const entries = Object.entries(current);
    // Pushed in reverse, so the first entry is looked at first (the first NUL in document order).
    for (let index = entries.length - 1; index >= 0; index--) {
      const [key, item] = entries[index]!;
      const child: Step = { value: item, key: Array.isArray(current) ? Number(key) : key, parent: step };
      if (key.includes("\u0000")) return pathOf(child);
      pending.push(child);
    }
  }
  return null;
}

/** Slots and wording as problem-details.ts names them for schema errors. */
const refuseNul = (slot: "params" | "query" | "payload", path: Path) => {
  const name = path.join(".");
  const where =
    slot === "query" ? `query parameter "${name}"` : slot === "payload" ? `body field "${name}"` : "path";
  return problem(400, "Bad Request", `Invalid ${where}: ${nulMessage}`, [
    { path: [slot, ...path], message: nulMessage },
  ]);
};

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * Runs before the HttpApi decodes a request (DESIGN §3.4, "bad input → 400 naming the field"): a body over
 * `maxBodyBytes` answers 413 without being read whole; a NUL character anywhere in the path, the query or a JSON
 * body answers 400 naming the field (PostgreSQL cannot store it in text, so it used to come back as a 503).
 * The body is read once here and cached by the request, so the HttpApi decodes the same bytes.
 */
export const requestGuard = <E, R>(app: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest;
    const length = Number(request.headers["content-length"] ?? 0);
    if (length > maxBodyBytes) return tooLarge();
    const url = new URL(request.url, "http://api.invalid");
    if (decoded(url.pathname).includes("\u0000")) return refuseNul("params", []);
    for (const [name, value] of url.searchParams)
      if (name.includes("\u0000") || value.includes("\u0000")) return refuseNul("query", [name]);
    const hasBody = request.method !== "GET" && request.method !== "HEAD";
    const type = request.headers["content-type"] ?? "";
    if (hasBody && /json/i.test(type)) {
      const text = yield* Effect.result(request.text);
      if (Result.isFailure(text)) {
        const { reason } = text.failure;
        if (reason instanceof HttpServerError.RequestParseError && reason.reason === "BodyTooLarge")
          return tooLarge();
        return yield* app;
      }
      const json = parseOrNull(text.success);
      const path = json === undefined ? null : nulPath(json);
      if (path) return refuseNul("payload", path);
    }
    return yield* app;
  }).pipe(Effect.provideService(HttpIncomingMessage.MaxBodySize, ByteSize.bytes(maxBodyBytes)));

const tooLarge = () =>
  problem(413, "Content Too Large", `The request body is larger than ${maxBodyBytes / 1024 / 1024} MB.`);

const parseOrNull = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};
