import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useCheckoutApi } from "./checkout-test-kit.ts";

const fastBuyPath = "/api/subscription/users/fast-buy";
const buyer = {
  name: "Carolina Figueiredo",
  email: "carolina.figueiredo@example.com",
  cpf: "153.509.460-56",
  cellphone: "(21) 98888-7777",
  friendlyUrl: "sepse-e-choque-septico",
};

describe("checkout over HTTP: quick purchase (fast-buy)", () => {
  const { call, rows, lastMessage, signIn } = useCheckoutApi();
  const fastBuy = (body: unknown, captcha = true, language?: string) =>
    call(fastBuyPath, { body, captcha, ...(language ? { language } : {}) });

  it("creates a customer with a temporary password e-mailed in their language, and answers a working token", async () => {
    const created = await fastBuy({ ...buyer, language: "es" });
    expect(created.status).toBe(201);
    const token = String(created.json["accessToken"]);
    const recovered = await call("/api/subscription/subscriptions/create-or-recover-to-ecommerce", {
      body: { friendlyUrl: buyer.friendlyUrl },
      token,
    });
    expect(recovered.status).toBe(200);

    const mail = await lastMessage(buyer.email);
    expect(mail.subject).toBe("Su cuenta Sabiá para la compra");
    const password = /Contraseña temporal: (\S+)/.exec(mail.text)?.[1];
    const username = /Usuario: (\S+)/.exec(mail.text)?.[1];
    expect(password).toBeDefined();
    const signedIn = await signIn(username!, password!);
    expect(signedIn.status).toBe(200);

    const [user] = await rows<{
      temporary_password: boolean;
      language_id: string;
      cpf: string;
      role: string;
    }>(
      sql`select u.temporary_password, u.language_id, u.cpf, r.alias as role from users u
          join user_rights ur on ur.user_id = u.id join roles r on r.id = ur.role_id where u.email = ${buyer.email}`,
    );
    expect(user).toEqual({ temporary_password: true, language_id: "es", cpf: "15350946056", role: "aluno" });
  });

  it("sends an existing e-mail or CPF to sign in instead (409 naming the field)", async () => {
    const email = await fastBuy({ ...buyer, email: "ALUNO@sabia.dev", cpf: "111.444.777-35" });
    expect(email.status).toBe(409);
    expect(email.json).toMatchObject({ code: "emailExists", field: "email" });
    const cpf = await fastBuy({ ...buyer, email: "outra.pessoa@example.com", cpf: "529.982.247-25" });
    expect(cpf.status).toBe(409);
    expect(cpf.json).toMatchObject({ code: "cpfExists", field: "cpf" });
  });

  it("names the field of invalid data, needs a solved captcha, and knows only courses on sale", async () => {
    const field = async (changes: Record<string, string>) =>
      (await fastBuy({ ...buyer, ...changes })).json["field"];
    expect(await field({ cpf: "123.456.789-00" })).toBe("cpf");
    expect(await field({ name: "C4rol#" })).toBe("name");
    expect(await field({ email: "carolina@" })).toBe("email");
    expect(await field({ cellphone: "(21) 3333-4444" })).toBe("cellphone");
    const noCaptcha = await fastBuy(
      { ...buyer, email: "sem.captcha@example.com", cpf: "390.533.447-05" },
      false,
    );
    expect(noCaptcha.status).toBe(403);
    const inactive = await fastBuy({
      ...buyer,
      email: "nova@example.com",
      cpf: "714.602.380-01",
      friendlyUrl: "reabilitacao-pos-covid",
    });
    expect(inactive.status).toBe(404);
  });
});
