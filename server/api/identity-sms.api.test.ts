import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../db/database.ts";
import { testEngines } from "../db/test-databases.ts";
import { startLoopbackSmsGateway, type LoopbackSmsGateway } from "../mail/loopback-sms-gateway.ts";
import { identityClient } from "./identity-test-kit.ts";
import { startTestApi, type TestApi } from "./test-server.ts";

/**
 * Two-factor by SMS (demo account `sms`): with SMS_URL the code goes through a real HTTP gateway on loopback
 * (a refusal answers 502 and leaves no challenge); without it, the SMS waits in the dev outbox like e-mail.
 */
const [pglite] = testEngines();
let gateway: LoopbackSmsGateway;
let delivering: TestApi;
let outboxOnly: TestApi;
beforeAll(async () => {
  gateway = await startLoopbackSmsGateway();
  [delivering, outboxOnly] = await Promise.all([
    startTestApi(pglite!, { smsUrl: gateway.url, smsToken: "gateway-secret" }),
    startTestApi(pglite!),
  ]);
}, 90_000);
afterAll(async () => {
  await delivering?.close();
  await outboxOnly?.close();
  await gateway?.close();
});

const viaGateway = identityClient(() => delivering);
const viaOutbox = identityClient(() => outboxOnly);
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? null;
const challenges = async (api: TestApi) =>
  (
    await queryRows<{ n: number }>(
      api.database.db,
      sql`select count(*)::int as n from authentication_challenges c join users u on u.id = c.user_id where u.username = 'sms'`,
    )
  )[0]!.n;

describe("two-factor codes by SMS", () => {
  it("with SMS_URL, the code reaches the gateway (E.164 number, bearer token) and signs in once", async () => {
    const signedIn = await viaGateway.signIn("sms", "Sabia@2026");
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.accessToken).toBeNull();
    const challenge = signedIn.json.secondFactor as {
      challengeId: string;
      channel: string;
      destination: string;
    };
    expect(challenge).toMatchObject({ channel: "sms", destination: "(11) *****-6666" });
    const sms = gateway.received.at(-1)!;
    expect(sms).toMatchObject({ to: "+5511977776666", authorization: "Bearer gateway-secret" });
    const code = codeIn(sms.text)!;
    expect(code).toMatch(/^\d{6}$/);
    const row = await viaGateway.lastMessage("11977776666");
    expect(row).toMatchObject({ channel: "sms", error: null });
    expect(row.sent_at).not.toBeNull();
    // Delivered messages are not the dev outbox's: nothing of the SMS channel shows there.
    const outbox = await viaGateway.call("/api/dev/outbox?recipient=11977776666", { method: "GET" });
    expect(outbox.json).toEqual([]);

    const validated = await viaGateway.call("/api/subscription/users/validate-authentication-code", {
      body: { challengeId: challenge.challengeId, code },
    });
    expect(validated.status).toBe(200);
    expect(typeof validated.json.accessToken).toBe("string");
  });

  it("a gateway refusal answers 502 like e-mail and leaves no challenge; a failed resend keeps the delivered code", async () => {
    const before = await challenges(delivering);
    gateway.refuse(503);
    try {
      const refused = await viaGateway.signIn("sms", "Sabia@2026");
      expect(refused.status).toBe(502);
      expect(refused.type).toContain("application/problem+json");
      expect(refused.json).toMatchObject({ code: "emailSendFailed", status: 502 });
      expect(await challenges(delivering)).toBe(before);
      expect((await viaGateway.lastMessage("11977776666")).error).toMatch(/503/);
    } finally {
      gateway.refuse(null);
    }

    const { challengeId } = (await viaGateway.signIn("sms", "Sabia@2026")).json.secondFactor as {
      challengeId: string;
    };
    const delivered = codeIn(gateway.received.at(-1)!.text)!;
    gateway.refuse(500);
    try {
      const resend = await viaGateway.call("/api/subscription/users/generate-authentication-code", {
        body: { challengeId },
      });
      expect(resend.status).toBe(502);
    } finally {
      gateway.refuse(null);
    }
    const validated = await viaGateway.call("/api/subscription/users/validate-authentication-code", {
      body: { challengeId, code: delivered },
    });
    expect(validated.status).toBe(200);
  });

  it("without SMS_URL, the SMS waits in the dev outbox (readable from loopback) and its code signs in", async () => {
    const signedIn = await viaOutbox.signIn("sms", "Sabia@2026");
    const challenge = signedIn.json.secondFactor as { challengeId: string; channel: string };
    expect(challenge.channel).toBe("sms");
    const outbox = await viaOutbox.call("/api/dev/outbox?recipient=11977776666", { method: "GET" });
    expect(outbox.status).toBe(200);
    const [message] = outbox.json as unknown as { channel: string; text: string; sentAt: string | null }[];
    expect(message).toMatchObject({ channel: "sms", sentAt: null });
    const validated = await viaOutbox.call("/api/subscription/users/validate-authentication-code", {
      body: { challengeId: challenge.challengeId, code: codeIn(message!.text) },
    });
    expect(validated.status).toBe(200);
  });
});
