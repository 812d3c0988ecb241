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
  it("keeps a served host (tenant, institution, operation, development) with its port; anything else gets the default", async () => {
    const origin = linkOrigin(database.db, {
      operationHostname: "ops.sabia.example",
      defaultOrigin: "http://localhost:3000/",
    });
    expect(await origin("horizonte.localhost:8080", "https")).toBe("https://horizonte.localhost:8080");
    expect(await origin("Faculdade.Horizonte.Localhost", "http")).toBe(
      "http://faculdade.horizonte.localhost",
    );
    expect(await origin("ops.sabia.example", "https")).toBe("https://ops.sabia.example");
    expect(await origin("127.0.0.1:5173", "http")).toBe("http://127.0.0.1:5173");
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
