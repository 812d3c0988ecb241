import { request as httpRequest } from "node:http";
import { describe, expect, it } from "vitest";
import { person, useIdentityApi } from "./identity-test-kit.ts";

/** Issue 15 "Bad input → 5xx": each of these once answered 503 (or read a body of any size); now a clear 4xx. */
const { api, call, signIn } = useIdentityApi();

/** base64 of JSON `null`, `1`, `"x"`, `[]`, and not JSON at all. */
const junkCaptchas = ["bnVsbA==", "MQ==", "Ingi", "W10=", "////"];
const app = "artmed-marketplace";
const captchaEndpoints: [string, string, unknown][] = [
  ["POST", "/api/auth/signin/tenants/sabia", { username: "aluno", password: "x", applicationAlias: app }],
  [
    "POST",
    "/api/auth/signin/operations",
    { username: "operador", password: "x", applicationAlias: "sabia-operacao" },
  ],
  ["POST", `/api/users/operation/applications/${app}/username/recover`, { email: "a@b.co" }],
  ["POST", `/api/users/tenants/sabia/applications/${app}/username/recover`, { email: "a@b.co" }],
  ["POST", `/api/users/operation/applications/${app}/password/reset`, { user: "aluno" }],
  ["POST", `/api/users/tenants/sabia/applications/${app}/password/reset`, { user: "aluno" }],
  ["POST", "/api/users/tenants/sabia", person],
  ["POST", "/api/users/tenants/sabia/ies/abramede", person],
  ["POST", "/api/subscription/users/signup", person],
  ["PUT", "/api/subscription/users/signup/abramede", person],
];

describe("a captcha header that is base64 of something other than a solution", () => {
  it.each(captchaEndpoints)("%s %s answers 403 captchaRequired", async (method, path, body) => {
    for (const captcha of junkCaptchas) {
      const answer = await call(path, { method, body, headers: { captcha } });
      expect(answer.status, `captcha ${captcha}`).toBe(403);
      expect(answer.json.code).toBe("captchaRequired");
    }
  });
});

describe("a NUL character in a string input", () => {
  const nul = "a\u0000b";
  const inputs: [method: string, path: string, body: unknown, field: string][] = [
    [
      "POST",
      "/api/auth/signin/tenants/sabia",
      { username: nul, password: "x", applicationAlias: app },
      "username",
    ],
    [
      "POST",
      "/api/auth/signin/tenants/sabia",
      { username: "aluno", password: nul, applicationAlias: app },
      "password",
    ],
    ["POST", `/api/users/tenants/sabia/applications/${app}/username/recover`, { email: nul }, "email"],
    ["POST", `/api/users/tenants/sabia/applications/${app}/password/reset`, { user: nul }, "user"],
    ["POST", "/api/subscription/users/signup", { ...person, name: nul }, "name"],
    ["POST", "/api/subscription/users/signup", { ...person, username: nul }, "username"],
    ["POST", "/api/subscription/newsletter", { name: nul, email: "n@example.com", consent: true }, "name"],
    [
      "POST",
      "/api/subscription/newsletter",
      { name: "N", email: `n${nul}@example.com`, consent: true },
      "email",
    ],
    ["PUT", "/api/users/password/confirm", { token: nul, newPassword: "Nova#Senha9" }, "token"],
    ["POST", "/api/subscription/users/linx-login", { Email: nul, Password: "x" }, "Email"],
    ["GET", "/api/subscription/courses/search?searchText=a%00b", undefined, "searchText"],
    // A path segment: the path is named.
    ["GET", "/api/subscription/users/person/by-email/a%00b%40example.com", undefined, "params"],
    ["GET", "/api/subscription/postalcode/locality?postalCode=0100%000", undefined, "postalCode"],
  ];
  it.each(inputs.map(([method, path, body, field]) => [field, method, path, body] as const))(
    "%s in %s %s → 400 naming it",
    async (field, method, path, body) => {
      const answer = await call(path, { method, body, headers: { captcha: "x" } });
      expect(answer.status).toBe(400);
      expect(answer.type).toContain("application/problem+json");
      const errors = (answer.json.errors ?? []) as { path: (string | number)[] }[];
      expect(errors.some((error) => error.path.includes(field))).toBe(true);
      expect(answer.json.detail).toContain(field === "params" ? "path" : field);
    },
  );

  it("PATCH users/me with a NUL in the name → 400 naming it", async () => {
    const token = (await signIn("aluno", "Sabia@2026")).json.accessToken as string;
    const answer = await call("/api/users/me", { method: "PATCH", token, body: { name: nul } });
    expect(answer.status).toBe(400);
    expect(answer.json.detail).toContain("name");
  });
});

/** Sends `size` bytes of JSON, with a Content-Length or chunked, and returns the status. */
function sendBig(path: string, size: number, chunked: boolean) {
  const filler = "x".repeat(size - 40);
  const body = Buffer.from(JSON.stringify({ name: filler, email: "big@example.com", consent: true }));
  return new Promise<number>((resolve, reject) => {
    const outgoing = httpRequest(
      `${api().url}${path}`,
      {
        method: "POST",
        agent: false,
        headers: {
          "content-type": "application/json",
          ...(chunked ? { "transfer-encoding": "chunked" } : { "content-length": String(body.length) }),
        },
      },
      (incoming) => {
        incoming.resume();
        incoming.on("end", () => resolve(incoming.statusCode ?? 0));
      },
    );
    // The server may answer and close before the whole body is sent.
    outgoing.on("error", (error) =>
      (error as NodeJS.ErrnoException).code === "EPIPE" ? undefined : reject(error),
    );
    if (chunked)
      for (let at = 0; at < body.length; at += 64 * 1024) outgoing.write(body.subarray(at, at + 64 * 1024));
    else outgoing.write(body);
    outgoing.end();
  });
}

describe("request bodies are capped at 1 MB", () => {
  it("a 2 MB JSON body answers 413, with a Content-Length or chunked", async () => {
    expect(await sendBig("/api/subscription/newsletter", 2 * 1024 * 1024, false)).toBe(413);
    expect(await sendBig("/api/subscription/newsletter", 2 * 1024 * 1024, true)).toBe(413);
  });

  it("a body under the cap is read as before", async () => {
    expect(await sendBig("/api/subscription/newsletter", 512 * 1024, false)).toBe(400);
  });
});

describe("deeply nested JSON (found by npm run fuzz)", () => {
  it("a body nested 100,000 levels deep (200 kB, under the cap) → 400 naming the body, not 500", async () => {
    const deep = "[".repeat(100_000) + "]".repeat(100_000);
    for (const path of ["/api/subscription/newsletter", "/api/subscription/users/linx-getcustomer"]) {
      const response = await fetch(`${api().url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: deep,
      });
      expect(response.status, path).toBe(400);
      expect(((await response.json()) as { detail: string }).detail).toMatch(/body/);
    }
  });

  it("a NUL deep inside a nested body is still found and named", async () => {
    const body = `{"name":${"[".repeat(50_000)}"a\\u0000b"${"]".repeat(50_000)},"email":"n@example.com","consent":true}`;
    const response = await fetch(`${api().url}/api/subscription/newsletter`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { detail: string }).detail).toContain("name");
  });
});
