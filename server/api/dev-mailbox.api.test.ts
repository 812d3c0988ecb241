import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEngines } from "../db/test-databases.ts";
import { startTestApi, type TestApi } from "./test-server.ts";

/**
 * The development outbox shows codes and reset links: by default only to loopback clients (the address decided
 * with TRUST_PROXY), to anyone with DEV_MAILBOX=open, to no one with DEV_MAILBOX=off.
 */
const [pglite] = testEngines();
let behindProxy: TestApi;
let closed: TestApi;
let open: TestApi;
beforeAll(async () => {
  [behindProxy, closed, open] = await Promise.all([
    startTestApi(pglite!, { trustProxy: { hops: 1 } }),
    startTestApi(pglite!, { devMailbox: "off" }),
    startTestApi(pglite!, { trustProxy: { hops: 1 }, devMailbox: "open" }),
  ]);
  for (const api of [behindProxy, closed, open])
    await api.mailer.send({ recipient: "dupla@sabia.dev", subject: "Seu código", text: "Código: 654321" });
}, 90_000);
afterAll(async () => {
  await Promise.all([behindProxy?.close(), closed?.close(), open?.close()]);
});

const read = async (api: TestApi, path: string, forwardedFor?: string) => {
  const response = await fetch(`${api.url}${path}`, {
    headers: forwardedFor ? { "X-Forwarded-For": forwardedFor } : {},
  });
  return { status: response.status, type: response.headers.get("content-type"), text: await response.text() };
};

describe("development outbox access (DEV_MAILBOX)", () => {
  it("answers a loopback client, and 404 without the code to a client elsewhere", async () => {
    for (const path of ["/api/dev/outbox", "/dev/mailbox"]) {
      const local = await read(behindProxy, path);
      expect(local.status).toBe(200);
      expect(local.text).toContain("654321");
      const remote = await read(behindProxy, path, "203.0.113.50");
      expect(remote.status).toBe(404);
      expect(remote.text).not.toContain("654321");
    }
    expect((await read(behindProxy, "/api/dev/outbox", "203.0.113.50")).type).toContain(
      "application/problem+json",
    );
  });

  it("DEV_MAILBOX=off closes it to every client; open lets a remote client read it", async () => {
    for (const path of ["/api/dev/outbox", "/dev/mailbox"]) {
      const local = await read(closed, path);
      expect(local.status).toBe(404);
      expect(local.text).not.toContain("654321");
      const remote = await read(open, path, "203.0.113.50");
      expect(remote.status).toBe(200);
      expect(remote.text).toContain("654321");
    }
  });
});
