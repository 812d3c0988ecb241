import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useIdentityApi } from "./identity-test-kit.ts";

/** Two-factor codes over HTTP: challenge, wrong code, resend, single use, attempt limit, expiry. */
const { api, call, signIn, lastMessage } = useIdentityApi();

describe("two-factor codes", () => {
  it("dupla gets a challenge, a wrong code is refused, resend sends a new code, the right one gives a token once", async () => {
    const first = await signIn("dupla", "Sabia@2026", { language: "en" });
    expect(first.status).toBe(200);
    expect(first.json.accessToken).toBeNull();
    const challenge = first.json.secondFactor as {
      challengeId: string;
      channel: string;
      destination: string;
    };
    expect(challenge).toMatchObject({ channel: "email", destination: "d***@sabia.dev" });
    const mail = await lastMessage("dupla@sabia.dev");
    expect(mail.subject).toBe("Seu código de acesso");
    // The application's logo (spec §7), from its stored logo on this site.
    const logo = `${api().url}/api/media/application/artmed-marketplace.svg`;
    expect(mail.text).toContain(logo);
    expect(mail.html).toContain(`<img src="${logo}"`);
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!;

    const wrong = await call("/api/subscription/users/validate-authentication-code", {
      body: { challengeId: challenge.challengeId, code: code === "000000" ? "111111" : "000000" },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.json.code).toBe("incorrectCode");

    const resent = await call("/api/subscription/users/generate-authentication-code", {
      body: { challengeId: challenge.challengeId },
    });
    expect(resent.status).toBe(200);
    const resentMail = await lastMessage("dupla@sabia.dev");
    expect(resentMail.text).toContain(logo);
    const newCode = /\b(\d{6})\b/.exec(resentMail.text)![1]!;
    if (newCode !== code)
      expect(
        (
          await call("/api/subscription/users/validate-authentication-code", {
            body: { challengeId: challenge.challengeId, code },
          })
        ).status,
      ).toBe(401);

    const ok = await call("/api/subscription/users/validate-authentication-code", {
      body: { challengeId: challenge.challengeId, code: newCode },
    });
    expect(ok.status).toBe(200);
    expect(typeof ok.json.accessToken).toBe("string");
    const reused = await call("/api/subscription/users/validate-authentication-code", {
      body: { challengeId: challenge.challengeId, code: newCode },
    });
    expect(reused.status).toBe(410);
    expect(reused.json.code).toBe("codeExpired");
  });

  it("a resend can switch channel; a channel the user cannot receive is 400 cellphoneNotFound / emailNotFound", async () => {
    const db = api().database.db;
    const { challengeId } = (await signIn("dupla", "Sabia@2026")).json.secondFactor as {
      challengeId: string;
    };
    const resend = (channel: string) =>
      call("/api/subscription/users/generate-authentication-code", { body: { challengeId, channel } });

    const bySms = await resend("sms");
    expect(bySms.status).toBe(200);
    expect(bySms.json).toMatchObject({ challengeId, channel: "sms", destination: "(11) *****-7777" });
    const smsCode = /\b(\d{6})\b/.exec((await lastMessage("11988887777")).text)![1]!;

    const unknownChannel = await resend("fax");
    expect(unknownChannel.status).toBe(400);
    expect(String(unknownChannel.json.detail)).toContain('"channel"');
    try {
      await db.execute(sql`update users set cellphone = null where username = 'dupla'`);
      const noCellphone = await resend("sms");
      expect(noCellphone.status).toBe(400);
      expect(noCellphone.type).toContain("application/problem+json");
      expect(noCellphone.json).toMatchObject({ code: "cellphoneNotFound", field: "channel", status: 400 });
      await db.execute(sql`update users set email = '' where username = 'dupla'`);
      const noEmail = await resend("email");
      expect(noEmail.status).toBe(400);
      expect(noEmail.json).toMatchObject({ code: "emailNotFound", field: "channel", status: 400 });
    } finally {
      await db.execute(
        sql`update users set cellphone = '11988887777', email = 'dupla@sabia.dev' where username = 'dupla'`,
      );
    }
    // The refusals sent nothing and changed nothing: the SMS code still signs in.
    const ok = await call("/api/subscription/users/validate-authentication-code", {
      body: { challengeId, code: smsCode },
    });
    expect(ok.status).toBe(200);
    // An unknown challenge says nothing about any user.
    const unknown = await call("/api/subscription/users/generate-authentication-code", {
      body: { challengeId: "no-such-challenge", channel: "sms" },
    });
    expect(unknown.status).toBe(410);
    expect(unknown.json.code).toBe("codeExpired");
  });

  it("limits attempts and refuses expired codes", async () => {
    const { challengeId } = (await signIn("dupla", "Sabia@2026")).json.secondFactor as {
      challengeId: string;
    };
    // Read before the wrong guesses: the 5th sends the account a security notice (issue 15).
    const code = /\b(\d{6})\b/.exec((await lastMessage("dupla@sabia.dev")).text)![1]!;
    for (let i = 0; i < 5; i++)
      await call("/api/subscription/users/validate-authentication-code", {
        body: { challengeId, code: code === "999999" ? "000000" : "999999" },
      });
    const blocked = await call("/api/subscription/users/validate-authentication-code", {
      body: { challengeId, code },
    });
    expect(blocked.status).toBe(429);

    const second = (await signIn("dupla", "Sabia@2026")).json.secondFactor as { challengeId: string };
    const secondCode = /\b(\d{6})\b/.exec((await lastMessage("dupla@sabia.dev")).text)![1]!;
    await api().database.db.execute(
      sql`update authentication_challenges set expires_at = now() - interval '1 second' where id = ${second.challengeId}`,
    );
    const expired = await call("/api/subscription/users/validate-authentication-code", {
      body: { challengeId: second.challengeId, code: secondCode },
    });
    expect(expired.status).toBe(410);
    expect(expired.json.code).toBe("codeExpired");
  });
});
