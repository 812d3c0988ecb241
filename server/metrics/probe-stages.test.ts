import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { parseNetworks, clientAddress, parseTrustProxy } from "../http/client-address.ts";
import { healthStage, metricsAccess, metricsStage } from "./probe-stages.ts";
import { sabiaMetrics } from "./metrics.ts";

const requestFrom = (peer: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress: peer }, headers }) as unknown as IncomingMessage;
const direct = (peer: string | undefined) => clientAddress(peer, undefined, "off");

describe("who may read /metrics (METRICS_TOKEN, METRICS_ALLOW)", () => {
  const token = "t".repeat(32);

  it("a token: the bearer passes, a wrong one is 403, none is 401", () => {
    const access = { token, allow: null };
    expect(
      metricsAccess(access, requestFrom("203.0.113.5", { authorization: `Bearer ${token}` }), direct),
    ).toBe(200);
    expect(metricsAccess(access, requestFrom("127.0.0.1", { authorization: "Bearer nope" }), direct)).toBe(
      403,
    );
    expect(metricsAccess(access, requestFrom("127.0.0.1"), direct)).toBe(401);
  });

  it("allowed networks: the client as TRUST_PROXY decides it, so a forged X-Forwarded-For opens nothing", () => {
    const access = { token: null, allow: parseNetworks("METRICS_ALLOW", "10.20.0.0/16") };
    expect(metricsAccess(access, requestFrom("10.20.3.4"), direct)).toBe(200);
    expect(metricsAccess(access, requestFrom("10.21.3.4"), direct)).toBe(403);
    const trust = parseTrustProxy("192.0.2.10");
    const viaProxy = (peer: string | undefined, forwarded: string | readonly string[] | undefined) =>
      clientAddress(peer, forwarded, trust);
    expect(
      metricsAccess(access, requestFrom("192.0.2.10", { "x-forwarded-for": "10.20.0.9" }), viaProxy),
    ).toBe(200);
    expect(
      metricsAccess(access, requestFrom("198.51.100.1", { "x-forwarded-for": "10.20.0.9" }), viaProxy),
    ).toBe(403);
  });

  it("off (production without either): /metrics is left to the pages, which answer 404", async () => {
    const request = requestFrom("127.0.0.1", { authorization: `Bearer ${token}` });
    Object.assign(request, { url: "/metrics" });
    expect(await metricsStage(sabiaMetrics(), null, direct)(request, {} as never)).toBe(false);
  });

  it("neither set outside production: this machine only", () => {
    const access = { token: null, allow: "loopback" as const };
    expect(metricsAccess(access, requestFrom("::1"), direct)).toBe(200);
    expect(metricsAccess(access, requestFrom("192.0.2.1"), direct)).toBe(403);
  });
});

describe("/readyz", () => {
  const state = { draining: false, ready: async () => true as boolean };
  const stage = healthStage({ draining: () => state.draining, ready: () => state.ready(), timeoutMs: 200 });
  const server = createServer(async (request, response) => {
    if (!(await stage(request, response))) response.writeHead(404).end();
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  const ask = async (path: string) => {
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
    return `${answer.status} ${(await answer.text()).trim()}`;
  };

  it("503 when the database fails, is too slow or lacks a migration; /healthz stays 200", async () => {
    expect(await ask("/readyz")).toBe("200 ready");
    state.ready = async () => false;
    expect(await ask("/readyz")).toBe("503 database not ready");
    state.ready = () => Promise.reject(new Error("connection refused"));
    expect(await ask("/readyz")).toBe("503 database not ready");
    state.ready = () => new Promise((resolve) => setTimeout(() => resolve(true), 2_000));
    expect(await ask("/readyz")).toBe("503 database too slow");
    expect(await ask("/healthz")).toBe("200 ok");
    state.draining = true;
    state.ready = async () => true;
    expect(await ask("/readyz")).toBe("503 draining");
    expect(await ask("/other")).toBe("404 ");
  });
});
