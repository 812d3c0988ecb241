import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEngines } from "../db/test-databases.ts";
import { identityClient } from "./identity-test-kit.ts";
import { startTestApi, type TestApi } from "./test-server.ts";

/**
 * Issue 25, "secrets and surfaces": /api/docs was 3.4 MB of inline script with no Content-Security-Policy, on the
 * origin that holds the token, and its UI called a third-party proxy; the OpenAPI document listed the development
 * endpoints in production, had no way to send the bearer token, left out PATCH me/photo, and a missing token got
 * a 401 of another shape than the identity calls declare.
 */
let running: TestApi | undefined;
// Generous: a first migration and seed on a loaded 2-core machine can take over a minute.
beforeAll(async () => {
  running = await startTestApi(testEngines()[0]!, { production: true });
}, 180_000);
afterAll(() => running?.close());
const api = () => running!;
const { call } = identityClient(api);

interface Operation {
  parameters?: { name: string; in: string; required?: boolean }[];
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, { properties?: { type?: { enum?: string[] } } }>;
    securitySchemes?: Record<string, { type: string; scheme?: string }>;
  };
}

const document = async () => (await call("/api/openapi.json", { method: "GET" })).json as unknown as Document;

/** The `type` URIs a response may carry, read through the document's $refs. */
function problemTypes(spec: Document, schema: unknown): string[] {
  const node = schema as { $ref?: string; anyOf?: unknown[]; oneOf?: unknown[] } | undefined;
  if (!node) return [];
  if (node.$ref) {
    const named = spec.components.schemas[node.$ref.split("/").at(-1)!];
    return named?.properties?.type?.enum ?? [];
  }
  return [...(node.anyOf ?? []), ...(node.oneOf ?? [])].flatMap((variant) => problemTypes(spec, variant));
}

const exampleSegments: Record<string, string> = {
  tenant: "sabia",
  ies: "abramede",
  app: "artmed-marketplace",
  hostname: "localhost",
  // An access session's id: 22 base64url characters.
  "/api/auth/sessions/{id}#id": "AAAAAAAAAAAAAAAAAAAAAA",
};

describe("/api/docs", () => {
  it("is served under a nonce-based CSP from this origin's own files, and calls no proxy", async () => {
    const page = await fetch(`${api().url}/api/docs`);
    expect(page.status).toBe(200);
    const policy = page.headers.get("content-security-policy") ?? "";
    const nonce = /script-src 'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    const html = await page.text();
    expect(html.length).toBeLessThan(20_000);
    // Every script carries this response's nonce, and none comes from another origin.
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(html).not.toMatch(/proxy/i);
    // A fresh nonce for each response.
    const again = (await fetch(`${api().url}/api/docs`)).headers.get("content-security-policy");
    expect(again).not.toBe(policy);
    // The UI's own files are here, and name no other site to call.
    const sources = [...html.matchAll(/(?:src|href)="(\/api\/docs\/[^"]+)"/g)].map((match) => match[1]!);
    expect(sources.some((source) => source.endsWith(".js"))).toBe(true);
    expect(sources.some((source) => source.endsWith(".css"))).toBe(true);
    for (const source of sources) {
      const asset = await fetch(`${api().url}${source}`);
      expect(asset.status, source).toBe(200);
      expect(asset.headers.get("content-type"), source).toMatch(/^(text\/css|text\/javascript|image\/png)/);
    }
  });

  it("answers 404 for files it does not serve, without reading outside its folder", async () => {
    for (const path of [
      "/api/docs/x/package.json",
      "/api/docs/x/..%2F..%2Fpackage.json",
      "/api/docs/nope.js",
    ])
      expect((await fetch(`${api().url}${path}`)).status, path).toBe(404);
  });
});

describe("the production OpenAPI document", () => {
  it("lists no /api/dev/* call", async () => {
    const paths = Object.keys((await document()).paths);
    expect(paths).toContain("/api/health");
    expect(paths.filter((path) => path.startsWith("/api/dev/"))).toEqual([]);
  });

  it("declares the bearer token as a security scheme and marks the calls that need it", async () => {
    const spec = await document();
    expect(spec.components.securitySchemes?.["bearer"]).toMatchObject({ type: "http", scheme: "bearer" });
    const me = spec.paths["/api/users/me"]!["get"]!;
    expect(me.security).toEqual([{ bearer: [] }]);
    // "Try it" sends the scheme's header; an Authorization parameter would be ignored by the tools.
    expect(me.parameters?.some((parameter) => parameter.name.toLowerCase() === "authorization")).toBeFalsy();
    // Public calls need none; the calls behind the Authorization middleware (ADR 097) need the token.
    expect(spec.paths["/api/health"]!["get"]!.security ?? []).toEqual([]);
    const notifications = spec.paths["/api/notification/notifications"]!["get"]!;
    expect(notifications.security).toEqual([{ bearer: [] }]);
    expect(
      notifications.parameters?.some((parameter) => parameter.name.toLowerCase() === "authorization"),
    ).toBeFalsy();
    expect(Object.keys(notifications.responses)).toEqual(expect.arrayContaining(["200", "401", "503"]));
  });

  it("lists PATCH /api/users/me/photo: a multipart photo, with the bearer token", async () => {
    const spec = await document();
    const photo = spec.paths["/api/users/me/photo"]?.["patch"];
    expect(photo).toBeDefined();
    expect(photo!.security).toEqual([{ bearer: [] }]);
    expect(photo!.requestBody?.content["multipart/form-data"]?.schema?.properties).toHaveProperty("photo");
    expect(Object.keys(photo!.responses)).toEqual(expect.arrayContaining(["200", "400", "401"]));
    expect(
      problemTypes(spec, photo!.responses["401"]!.content?.["application/problem+json"]?.schema),
    ).toEqual(["https://sabia.dev/problems/identity-unauthorized"]);
  });
});

describe("a call without its token answers the 401 its operation declares", () => {
  it("for every operation that needs the bearer token, PATCH me/photo included", async () => {
    const spec = await document();
    const mismatches: string[] = [];
    let checked = 0;
    for (const [path, operations] of Object.entries(spec.paths))
      for (const [method, operation] of Object.entries(operations)) {
        if (JSON.stringify(operation.security ?? []) !== JSON.stringify([{ bearer: [] }])) continue;
        const url = path.replace(
          /\{(\w+)\}/g,
          (_, name: string) => exampleSegments[`${path}#${name}`] ?? exampleSegments[name] ?? "1",
        );
        const verb = method.toUpperCase();
        const answer = await call(url, { method: verb, ...(verb === "GET" ? {} : { body: {} }) });
        const declared = problemTypes(
          spec,
          operation.responses["401"]?.content?.["application/problem+json"]?.schema,
        );
        const identity = declared.includes("https://sabia.dev/problems/identity-unauthorized");
        const shapeOk =
          answer.status === 401 &&
          declared.includes(String(answer.json["type"])) &&
          // The identity problem carries its `code` (src/domain/identity/auth-failures.ts).
          (!identity || typeof answer.json["code"] === "string");
        if (!shapeOk)
          mismatches.push(`${method.toUpperCase()} ${path}: ${answer.status} ${answer.text.slice(0, 160)}`);
        checked++;
      }
    expect(checked).toBeGreaterThan(30);
    expect(mismatches).toEqual([]);
  });
});
