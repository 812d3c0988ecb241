import { solvedCaptcha } from "./identity-test-kit.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCaptcha } from "../captcha/altcha.ts";
import { testEngines } from "../db/test-databases.ts";
import { startTestApi, type TestApi } from "./test-server.ts";

const [pglite] = testEngines();
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi(pglite!);
}, 60_000);
afterAll(() => api?.close());

const get = (path: string) => fetch(`${api.url}${path}`);

describe("reference platform API over HTTP", () => {
  it("answers health with the engine", async () => {
    const response = await get("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", database: "pglite" });
  });

  it("searches 'saude mental' (issue 3 acceptance) and a typo of it", async () => {
    const body = (await (
      await get("/api/subscription/courses/search?searchText=saude%20mental&page=1&itemsPerPage=8")
    ).json()) as {
      courses: { courseArea: { name: string } }[];
      resultsFound: number;
    };
    expect(body.courses.length).toBe(8);
    expect(body.courses[0]!.courseArea.name).toBe("Saúde Mental");
    const typo = (await (await get("/api/subscription/courses/search?searchText=saude%20mentl")).json()) as {
      resultsFound: number;
    };
    expect(typo.resultsFound).toBeGreaterThan(0);
  });

  it.each([
    ["/api/subscription/courses/search?orderBy=9", "orderBy"],
    ["/api/subscription/courses/search?page=-1", "page"],
    ["/api/subscription/courses/search?itemsPerPage=abc", "itemsPerPage"],
    ["/api/subscription/courses/search?areas=Cursos%20X", "areas"],
    ["/api/subscription/courses/by-friendly-url", "friendlyUrl"],
    ["/api/subscription/courseareas/most-visited?quantity=1.5", "quantity"],
    ["/api/subscription/postalcode/locality?postalCode=123", "postalCode"],
  ])("%s → 400 problem naming %s", async (path, field) => {
    const response = await get(path);
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toContain("application/problem+json");
    const body = (await response.json()) as { detail: string; errors: { path: (string | number)[] }[] };
    expect(body.errors.some((error) => error.path.includes(field))).toBe(true);
    expect(body.detail).toContain(`"${field}"`);
  });

  it("answers malformed JSON with 400 naming the payload", async () => {
    const response = await fetch(`${api.url}/api/subscription/users/linx-getcustomer`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{bad",
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: { path: string[] }[] }).errors[0]!.path).toContain(
      "payload",
    );
  });

  it("answers unknown ids with 404 problems; customer lookups need a token (issue 25)", async () => {
    expect((await get("/api/subscription/courses/by-friendly-url?friendlyUrl=nao-existe")).status).toBe(404);
    expect((await get("/api/subscription/institutions/by-code/nao-existe")).status).toBe(404);
    // Spec §5's exact linx messages for a signed-in caller: server/api/person-lookups.security.test.ts.
    for (const [path, body] of [
      ["linx-getcustomer", { customerId: 99 }],
      ["linx-getcustomer-by-condition", { condition: "" }],
    ] as const) {
      const answer = await fetch(`${api.url}/api/subscription/users/${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      expect(answer.status).toBe(401);
      expect(answer.headers.get("content-type")).toContain("application/problem+json");
    }
  });

  it("publishes every endpoint in /api/openapi.json and renders /api/docs", async () => {
    const document = (await (await get("/api/openapi.json")).json()) as { paths: Record<string, unknown> };
    for (const path of [
      "/api/subscription/courses/search",
      "/api/subscription/banners/GetPrincipalBanners",
      "/api/subscription/institutions/by-code/{iesAlias}",
      "/api/subscription/brands",
      "/api/health",
    ])
      expect(Object.keys(document.paths)).toContain(path);
    const docs = await get("/api/docs");
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain("<html");
  });

  it("serves generated SVG images and leaves non-API paths to the next stage", async () => {
    const image = await get("/api/media/course/uti-online-2-edicao/2.svg");
    expect(image.headers.get("content-type")).toBe("image/svg+xml");
    expect(await image.text()).toContain("<svg");
    // A tenant's login image (spec §3 loginPageImage), tall for the auth layout.
    expect(await (await get("/api/media/login/hcfmusp.svg")).text()).toContain('viewBox="0 0 720 1080"');
    expect(await (await get("/curso/uti-online-2-edicao")).text()).toBe("not an API path");
  });

  it("keeps mail in the outbox, readable at /api/dev/outbox and /dev/mailbox", async () => {
    await api.mailer.send({ recipient: "dupla@sabia.dev", subject: "Seu código", text: "Código: 123456" });
    const messages = (await (await get("/api/dev/outbox?recipient=dupla@sabia.dev")).json()) as {
      text: string;
    }[];
    expect(messages[0]!.text).toContain("123456");
    expect(await (await get("/dev/mailbox")).text()).toContain("Código: 123456");
  });

  it("issues ALTCHA challenges whose solution is accepted once", async () => {
    const payload = await solvedCaptcha(api.url);
    const captcha = createCaptcha(api.database.db);
    expect(await captcha.verify(payload)).toBe("accepted");
    expect(await captcha.verify(payload)).toBe("reused");
    expect(await captcha.verify(undefined)).toBe("missing");
    expect(
      await captcha.verify(
        Buffer.from(
          JSON.stringify({ ...JSON.parse(Buffer.from(payload, "base64").toString()), number: -1 }),
        ).toString("base64"),
      ),
    ).toBe("invalid");
  });
});
