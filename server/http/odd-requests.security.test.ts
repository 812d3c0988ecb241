import { describe, expect, it } from "vitest";
import { serverForThisFile } from "#scripts/server-for-tests.ts";
import { rawRequest, rawText } from "./raw-http.ts";

/**
 * Issue 25: `TRACE /`, absolute-form (`GET http://evil/ HTTP/1.1`) and `*` request targets, and a JSON body
 * posted to a form route (/preferencias), each answered 500. Each now answers a 4xx — with the problem body under
 * /api — and the server goes on answering. Sent over raw sockets: fetch cannot send any of them.
 */
const server = serverForThisFile();
const send = (requestLine: string, options?: Parameters<typeof rawText>[2]) => {
  const { host } = new URL(server().baseUrl);
  return rawRequest(server().baseUrl, rawText(requestLine, host, options));
};
const problemOf = (body: string) => JSON.parse(body) as { status: number; title: string };

describe("a method the site does not serve", () => {
  it.each(["/", "/curso/uti-online-2-edicao", "/api/health", "/robots.txt"])(
    "TRACE %s → 405 with Allow",
    async (path) => {
      const answer = await send(`TRACE ${path} HTTP/1.1`);
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toContain("GET");
      expect(answer.headers.allow).not.toContain("TRACE");
      if (path.startsWith("/api/")) {
        expect(answer.headers["content-type"]).toContain("application/problem+json");
        expect(problemOf(answer.body).status).toBe(405);
      }
    },
  );
});

describe("CONNECT (this server is no proxy)", () => {
  it("answers 405 instead of dropping the connection", async () => {
    const answer = await send("CONNECT evil.example:443 HTTP/1.1");
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toContain("GET");
  });
});

describe("a request target that is not a path", () => {
  it.each([
    ["GET http://evil/ HTTP/1.1", false],
    ["GET http://evil.example/api/health HTTP/1.1", true],
    ["POST http://127.0.0.1/api/subscription/newsletter HTTP/1.1", true],
    ["OPTIONS * HTTP/1.1", false],
    ["GET * HTTP/1.1", false],
  ])("%s → 400", async (requestLine, api) => {
    const answer = await send(requestLine);
    expect(answer.status).toBe(400);
    if (api) {
      expect(answer.headers["content-type"]).toContain("application/problem+json");
      expect(problemOf(answer.body)).toMatchObject({ status: 400, title: "Bad Request" });
    }
  });

  it("OPTIONS on a page answers 204 with the page's methods", async () => {
    const answer = await send("OPTIONS /curso/uti-online-2-edicao HTTP/1.1");
    expect(answer.status).toBe(204);
    expect(answer.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
  });

  it("OPTIONS on a path still answers below 500 (/api/health, a page)", async () => {
    for (const path of ["/api/health", "/"])
      expect((await send(`OPTIONS ${path} HTTP/1.1`)).status).toBeLessThan(500);
  });
});

describe("a body a form route cannot read", () => {
  it.each([
    ["application/json", '{"language":"en","theme":"dark"}'],
    ["text/plain", "language=en&theme=dark"],
    [undefined, '{"language":"en"}'],
  ])("POST /preferencias with %s → 415", async (type, body) => {
    const answer = await send("POST /preferencias HTTP/1.1", {
      headers: type ? { "Content-Type": type } : {},
      body,
    });
    expect(answer.status).toBe(415);
  });

  it("POST /preferencias as a form still sets the preference and returns to the page", async () => {
    const answer = await send("POST /preferencias HTTP/1.1", {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "language=en&theme=dark&returnTo=%2Fcursos",
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe("/cursos");
  });

  it("a malformed multipart body to a form route answers 400, not 500", async () => {
    const answer = await send("POST /preferencias HTTP/1.1", {
      headers: { "Content-Type": "multipart/form-data; boundary=xyz" },
      body: "not multipart at all",
    });
    expect(answer.status).toBe(400);
  });
});

describe("after all of that", () => {
  it("the server still serves its pages and its API", async () => {
    expect((await fetch(`${server().baseUrl}/api/health`)).status).toBe(200);
    expect((await fetch(`${server().baseUrl}/`)).status).toBe(200);
  });
});
