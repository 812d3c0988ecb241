import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRedirectStage } from "../server/http/redirect-stage.ts";
import { shippedTable } from "./fixtures.ts";

// Lives here rather than beside server/http/redirect-stage.ts so the redirect engine's tests stay together.
let server: Server;
let port = 0;

beforeAll(async () => {
  const stage = createRedirectStage(shippedTable);
  server = createServer(async (request, response) => {
    if (await stage(request, response)) return;
    response.statusCode = 204;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function send(method: string, path: string) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: string;
  }>((resolve, reject) => {
    const outgoing = httpRequest({ host: "127.0.0.1", port, method, path }, (incoming) => {
      let body = "";
      incoming.on("data", (chunk: Buffer) => (body += chunk.toString()));
      incoming.on("end", () =>
        resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body }),
      );
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

describe("redirect stage", () => {
  it("answers GET with 301, Location and a cache lifetime", async () => {
    const response = await send("GET", "/Medicina/");
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe("/cursos-medicina");
    expect(response.headers["cache-control"]).toBe("public, max-age=86400");
    expect(response.body).toBe("");
  });

  it("keeps the query string", async () => {
    const response = await send("GET", "/search?termo=uti");
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe("/busca?termo=uti");
  });

  it("answers HEAD like GET", async () => {
    const response = await send("HEAD", "/login");
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe("/signin");
  });

  it("lets other methods and unknown paths through", async () => {
    expect((await send("POST", "/login")).status).toBe(204);
    expect((await send("GET", "/busca")).status).toBe(204);
  });
});
