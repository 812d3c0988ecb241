import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.ts";
import { testEngines } from "../db/test-databases.ts";
import { defaultLinkOrigin, linkOrigin } from "./link-origin.ts";

let database: Database;
beforeAll(async () => {
  database = await testEngines()[0]!.open();
}, 60_000);
afterAll(() => database?.close());

describe("origin of e-mailed links", () => {
  it("keeps a served host (tenant, institution, operation, development) on this server's port; anything else gets the default", async () => {
    const origin = linkOrigin(database.db, {
      operationHostname: "ops.sabia.example",
      defaultOrigin: "http://localhost:3000/",
      port: "8080",
      trustProxy: true,
    });
    expect(await origin("horizonte.localhost:8080", "https")).toBe("https://horizonte.localhost:8080");
    expect(await origin("Faculdade.Horizonte.Localhost", "http")).toBe(
      "http://faculdade.horizonte.localhost",
    );
    expect(await origin("ops.sabia.example", "https")).toBe("https://ops.sabia.example");
    expect(await origin("127.0.0.1:8080", undefined)).toBe("http://127.0.0.1:8080");
    // operacao.localhost is served only when it is the operation host.
    expect(await origin("operacao.localhost", "http")).toBe("http://localhost:3000");
    for (const forged of [
      "evil.example",
      "localhost.evil.example:3000",
      "evil.example/x?localhost",
      "",
      undefined,
    ])
      expect(await origin(forged, "http")).toBe("http://localhost:3000");
  });

  it("a hostile port or X-Forwarded-Proto never reaches a link: the port is this server's, https only from a trusted proxy", async () => {
    const direct = linkOrigin(database.db, { defaultOrigin: "http://localhost:3000", port: "3000" });
    expect(await direct("localhost:6666", undefined)).toBe("http://localhost:3000");
    expect(await direct("horizonte.localhost:1", undefined)).toBe("http://horizonte.localhost:3000");
    // Without TRUST_PROXY anyone can send X-Forwarded-Proto: it is ignored.
    expect(await direct("localhost:3000", "https")).toBe("http://localhost:3000");
    expect(await direct("localhost:3000", ["https", "https"])).toBe("http://localhost:3000");
    const proxied = linkOrigin(database.db, { defaultOrigin: "http://localhost:3000", trustProxy: true });
    expect(await proxied("horizonte.localhost", "https")).toBe("https://horizonte.localhost");
    expect(await proxied("horizonte.localhost", "gopher")).toBe("http://horizonte.localhost");
  });

  it("PUBLIC_URL, when set, is the origin of every link; the default origin is this machine on PORT", async () => {
    const origin = linkOrigin(database.db, {
      publicUrl: "https://cursos.sabia.dev/",
      defaultOrigin: defaultLinkOrigin("4100"),
    });
    expect(await origin("localhost:3000", "http")).toBe("https://cursos.sabia.dev");
    expect(await origin("evil.example", "https")).toBe("https://cursos.sabia.dev");
    expect(defaultLinkOrigin("4100")).toBe("http://localhost:4100");
    expect(defaultLinkOrigin("")).toBe("http://localhost:3000");
  });
});
