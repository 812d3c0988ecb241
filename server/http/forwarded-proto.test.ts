import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { fromTrustedProxy, parseTrustProxy, type TrustProxy } from "./client-address.ts";

/**
 * Issue 31: X-Forwarded-Proto is believed only from a proxy of ours. The app drops it from any other peer before
 * a stage runs, so that no reader (reset links, canonical URLs, OpenID and SAML addresses) takes a client's word
 * that it came over https. This test's requests come from 127.0.0.1.
 */
const servers: Server[] = [];
afterEach(() => Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done)))));

/** What the page stage of an app with `trustProxy` sees of a request sent with X-Forwarded-Proto: https. */
async function protoSeen(trustProxy?: TrustProxy) {
  const app = createApp(
    {
      staticFiles: async () => false,
      render: (request, response) => response.end(String(request.headers["x-forwarded-proto"] ?? "none")),
      ...(trustProxy ? { trustProxy } : {}),
    },
    pino({ level: "silent" }),
  );
  const server = createServer(app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const answer = await fetch(`http://127.0.0.1:${port}/curso/x`, {
    headers: { "X-Forwarded-Proto": "https" },
  });
  return answer.text();
}

describe("X-Forwarded-Proto only from a proxy of ours", () => {
  it("is dropped without TRUST_PROXY and from a peer that is not a listed proxy", async () => {
    expect(await protoSeen()).toBe("none");
    expect(await protoSeen("off")).toBe("none");
    expect(await protoSeen(parseTrustProxy("10.0.0.0/8, 192.0.2.10"))).toBe("none");
  });

  it("is kept from a listed proxy, a loopback proxy, or behind a hop count", async () => {
    expect(await protoSeen(parseTrustProxy("127.0.0.1"))).toBe("https");
    expect(await protoSeen("loopback")).toBe("https");
    expect(await protoSeen({ hops: 1 })).toBe("https");
  });

  it("fromTrustedProxy: the socket peer against each TRUST_PROXY form", () => {
    const listed = parseTrustProxy("10.0.0.0/8");
    expect(fromTrustedProxy("10.1.2.3", listed)).toBe(true);
    expect(fromTrustedProxy("::ffff:10.1.2.3", listed)).toBe(true);
    expect(fromTrustedProxy("203.0.113.9", listed)).toBe(false);
    expect(fromTrustedProxy(undefined, listed)).toBe(false);
    expect(fromTrustedProxy("127.0.0.1", "off")).toBe(false);
    expect(fromTrustedProxy("::1", "loopback")).toBe(true);
    expect(fromTrustedProxy("203.0.113.9", "loopback")).toBe(false);
    expect(fromTrustedProxy("203.0.113.9", { hops: 2 })).toBe(true);
  });
});
