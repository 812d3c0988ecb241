import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientPeerHeader } from "#src/domain/client-peer.ts";
import { createApp } from "../app.ts";
import { queryRows } from "../db/database.ts";
import { testEngines } from "../db/test-databases.ts";
import { tally } from "./security-test-kit.ts";
import { startTestApi, type TestApi } from "./test-server.ts";

/**
 * Issue 25: a newsletter sign-up must not tell who subscribed (a known address answered 409
 * newsletterDuplicate), and sign-ups are throttled per client IP (100 in a burst were all stored). The server
 * believes X-Forwarded-For from loopback here, so each test speaks from addresses of its own.
 */
let api: TestApi | undefined;
// A start can take over a minute on a loaded machine.
beforeAll(async () => {
  api = await startTestApi(testEngines()[0]!, { trustProxy: "loopback" });
}, 300_000);
afterAll(() => api?.close());

let nextIp = 1;
const freshIp = () => `203.0.113.${nextIp++}`;

const subscribe = async (email: string, ip: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${api!.url}/api/subscription/newsletter`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip, ...headers },
    body: JSON.stringify({ name: "Leitora", email, consent: true }),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    text: await response.text(),
  };
};

/** Through the in-process transport (ADR 033), as the /newsletter route action calls it. */
const subscribeInProcess = async (email: string, peer: string) => {
  const response = await api!.fetch(
    new Request("http://in-process/api/subscription/newsletter", {
      method: "POST",
      headers: { "content-type": "application/json", [clientPeerHeader]: peer },
      body: JSON.stringify({ name: "Leitora", email, consent: true }),
    }),
  );
  return response.status;
};

const rows = (email: string) =>
  queryRows<{ email: string }>(
    api!.database.db,
    sql`select email from newsletter_subscriptions where lower(email) = lower(${email})`,
  );

describe("the newsletter does not reveal who subscribed", () => {
  it("a new and a known address get the same status and the same body; one row is kept", async () => {
    const first = await subscribe("leitora.segura@example.com", freshIp());
    const again = await subscribe("LEITORA.Segura@example.com", freshIp());
    expect(first.status).toBeLessThan(300);
    expect(again.status).toBe(first.status);
    expect(again.text).toBe(first.text);
    expect(again.text).not.toMatch(/duplicate|already/i);
    expect(await rows("leitora.segura@example.com")).toHaveLength(1);
  });
});

describe("sign-ups are throttled per client IP", () => {
  it("a burst of 100 from one address: at most 10 stored, the rest 429 with Retry-After", async () => {
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) => subscribe(`rajada.${index}@example.com`, ip)),
    );
    const counts = tally(answers.map((answer) => answer.status));
    expect(counts[429]).toBe(90);
    expect(Number(answers.find((answer) => answer.status === 429)!.retryAfter)).toBeGreaterThan(0);
    const [stored] = await queryRows<{ n: number }>(
      api!.database.db,
      sql`select count(*)::int as n from newsletter_subscriptions where email like 'rajada.%'`,
    );
    expect(stored!.n).toBe(10);
    // Another address is not held back.
    expect((await subscribe("outra.rede@example.com", freshIp())).status).toBeLessThan(300);
  });

  it("a network client cannot choose the address it is counted as by sending the page's peer header", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let index = 0; index < 12; index++)
      statuses.push(
        (await subscribe(`disfarce.${index}@example.com`, ip, { [clientPeerHeader]: `192.0.2.${index}` }))
          .status,
      );
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
  });

  it("the page's own in-process call counts the visitor it names, not one shared address", async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 12; index++)
      statuses.push(await subscribeInProcess(`visitante.${index}@example.com`, "198.18.0.1"));
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
    // Another visitor of the same page is not held back.
    expect(await subscribeInProcess("vizinha@example.com", "198.18.0.2")).toBeLessThan(300);
  });

  it("the server stamps the socket address on every page request, whatever the client sent", async () => {
    const seen: (string | string[] | undefined)[] = [];
    const app = createApp(
      {
        staticFiles: async () => false,
        render: (request, response) => {
          seen.push(request.headers[clientPeerHeader]);
          response.end("page");
        },
      },
      pino({ level: "silent" }),
    );
    const pages = createServer(app);
    await new Promise<void>((resolve) => pages.listen(0, "127.0.0.1", resolve));
    const { port } = pages.address() as AddressInfo;
    try {
      await fetch(`http://127.0.0.1:${port}/newsletter`, { headers: { [clientPeerHeader]: "192.0.2.66" } });
      await fetch(`http://127.0.0.1:${port}/`);
    } finally {
      pages.closeAllConnections();
      await new Promise<void>((resolve) => pages.close(() => resolve()));
    }
    expect(seen).toEqual(["127.0.0.1", "127.0.0.1"]);
  });
});
