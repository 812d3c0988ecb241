import fc from "fast-check";
import { badJsonValue, badString, wellFormed } from "./bad-inputs.ts";
import type { FuzzCase } from "./api-cases.ts";

/**
 * Requests of issue 25 that once answered 500: methods the site does not serve (TRACE and the other methods
 * Node's parser knows), request targets that are not a path (absolute-form `GET http://evil/`, asterisk-form
 * `OPTIONS *`, a path without its leading slash or with two) and bodies a form route cannot read (JSON, plain
 * text, a broken multipart). fetch cannot send most of them: those cases are `raw`, written out on a socket
 * with `url` as the request target, verbatim.
 */
const oddMethods = [
  "TRACE",
  "TRACK",
  "CONNECT",
  "PROPFIND",
  "PROPPATCH",
  "MKCOL",
  "COPY",
  "MOVE",
  "LOCK",
  "UNLOCK",
  "SEARCH",
  "REPORT",
  "PURGE",
  "LINK",
  "QUERY",
] as const;
const anyMethod = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", ...oddMethods] as const;
const formTypes = [
  "application/json",
  "text/plain",
  "application/xml",
  "multipart/form-data",
  "multipart/form-data; boundary=x",
  "application/x-www-form-urlencoded; charset=utf-16",
  "",
] as const;

const draw = fc.record({
  method: fc.constantFrom(...anyMethod),
  odd: fc.constantFrom(...oddMethods),
  host: fc.constantFrom("evil.example", "127.0.0.1", "localhost:1", "[::1]", "a b", "xn--e1a", ""),
  scheme: fc.constantFrom("http", "https", "HTTP", "ftp", "javascript"),
  text: badString,
  value: badJsonValue,
  type: fc.constantFrom(...formTypes),
  pick: fc.nat(),
  shape: fc.nat({ max: 5 }),
});

/**
 * Only characters a request line can carry: the rest percent-encoded, spaces too. At most 8000 of them: a longer
 * line is the parser's 431 (the page and API fuzz send those), and a server that answers it and closes while the
 * client still writes resets the connection before the answer can be read.
 */
const lineSafe = (text: string) =>
  encodeURI(wellFormed(text))
    .replace(/%25/g, "%")
    .replace(/[^\x21-\x7e]/g, "")
    .slice(0, 8000);

/**
 * `count` odd requests per shape (odd method, absolute-form, asterisk-form, no leading slash, two leading
 * slashes, a non-form body to a page), each aimed at one of `paths` (concrete page and API paths).
 */
export function oddCasesFor(paths: readonly string[], count: number, seed: number): FuzzCase[] {
  return fc.sample(draw, { seed, numRuns: count * 6 }).map((choice, index): FuzzCase => {
    const path = paths[choice.pick % paths.length] ?? "/";
    const shape = index % 6;
    const headers = { "accept-language": "pt-BR" };
    if (shape === 0)
      return {
        operation: "odd method",
        method: choice.odd,
        url: path,
        headers,
        kind: "odd-method",
        raw: true,
      };
    if (shape === 1)
      return {
        operation: "absolute-form target",
        method: choice.method,
        url: `${choice.scheme}://${lineSafe(choice.host) || "evil.example"}${path}${choice.shape % 2 ? `?${lineSafe(choice.text)}` : ""}`,
        headers,
        kind: "absolute-form",
        raw: true,
      };
    if (shape === 2)
      return {
        operation: "asterisk-form target",
        method: choice.shape % 2 ? "OPTIONS" : choice.method,
        url: choice.shape % 3 === 0 ? `*${path}` : "*",
        headers,
        kind: "asterisk-form",
        raw: true,
      };
    if (shape === 3)
      return {
        operation: "target without a leading slash",
        method: choice.method,
        url: path.slice(1) || lineSafe(choice.text) || "x",
        headers,
        kind: "relative-target",
        raw: true,
      };
    if (shape === 4)
      return {
        operation: "target with two leading slashes",
        method: choice.method === "CONNECT" ? "GET" : choice.method,
        url: `//${lineSafe(choice.host) || "evil.example"}${path}`,
        headers,
        kind: "double-slash",
        raw: true,
      };
    const body = JSON.stringify(choice.value) ?? "null";
    return {
      operation: "non-form body to a page",
      method: choice.shape % 2 ? "POST" : "PUT",
      url: path.startsWith("/api/") ? "/preferencias" : path,
      headers: choice.type === "" ? headers : { ...headers, "content-type": choice.type },
      body,
      kind: `body ${choice.type || "without a type"}`,
    };
  });
}
