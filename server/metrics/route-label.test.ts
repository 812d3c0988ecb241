import { describe, expect, it } from "vitest";
import { apiDocument } from "../api/api-document.ts";
import { routeLabeller } from "./route-label.ts";

/** A build's routes as react-router's compiler writes them (id, parentId, path, index). */
const build = {
  routes: {
    root: { id: "root", path: "", module: {} },
    "routes/home": { id: "routes/home", parentId: "root", index: true, module: {} },
    "routes/course": { id: "routes/course", parentId: "root", path: "curso/:slug", module: {} },
    "routes/account": { id: "routes/account", parentId: "root", path: "conta", module: {} },
    "routes/account.data": {
      id: "routes/account.data",
      parentId: "routes/account",
      path: "dados",
      module: {},
    },
    "routes/$": { id: "routes/$", parentId: "root", path: "*", module: {} },
  },
} as never;

describe("route labels for /metrics (bounded: the pattern, never the path)", () => {
  const label = routeLabeller(build);

  it("pages get their route pattern", () => {
    expect(label("/")).toBe("/");
    expect(label("/curso/qualidade-e-seguranca-do-paciente?utm_source=x")).toBe("/curso/:slug");
    expect(label("/curso/outro-curso")).toBe("/curso/:slug");
    expect(label("/conta/dados")).toBe("/conta/dados");
    expect(label("/anything/else/at/all")).toBe("/*");
  });

  it("API calls get their OpenAPI template; assets and probes one label each", () => {
    expect(label("/api/health")).toBe("/api/health");
    expect(label("/api/subscription/courses/search?page=1")).toBe("/api/subscription/courses/search");
    expect(label("/api/no/such/call/123")).toBe("/api/(other)");
    expect(label("/assets/entry-abc123.js")).toBe("/assets/*");
    expect(label("/metrics")).toBe("/metrics");
    expect(label("/readyz")).toBe("/readyz");
  });

  it("every API template with parameters labels its calls with itself", () => {
    const templated = Object.keys(apiDocument(false).paths ?? {}).filter((path) => path.includes("{"));
    expect(templated.length).toBeGreaterThan(5);
    for (const template of templated) expect(label(template.replace(/\{[^}]+\}/g, "4242"))).toBe(template);
  });

  it("many distinct URLs make few distinct labels", () => {
    const labels = new Set(Array.from({ length: 500 }, (_, index) => label(`/curso/c-${index}`)));
    expect([...labels]).toEqual(["/curso/:slug"]);
  });
});
