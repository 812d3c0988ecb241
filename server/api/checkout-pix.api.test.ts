import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { parsePixPayload } from "#src/domain/payments/pix-br-code.ts";
import { decodeQrDataUrl, useCheckoutApi } from "./checkout-test-kit.ts";

const checkoutPath = (id: number) => `/api/candidate/checkout/${id}`;

describe("checkout over HTTP: a Pix purchase", () => {
  const { as, pay, rows, startCheckout, courseId, sandbox, lastMessage, call } = useCheckoutApi();
  const aluno = as("aluno");
  const alunoPays = pay("aluno");

  it("recovers the same open checkout, chooses the cash plan, pays by Pix in the sandbox and e-mails the access", async () => {
    const id = await startCheckout("aluno", "sepse-e-choque-septico");
    expect(await startCheckout("aluno", "sepse-e-choque-septico")).toBe(id);

    const opened = await aluno(checkoutPath(id), { method: "GET" });
    expect(opened.status).toBe(200);
    expect(opened.json).toMatchObject({
      status: "awaiting-payment",
      plan: null,
      subtotal: 590,
      total: 590,
      payment: null,
    });
    expect(String(opened.json["transactionNumber"])).toMatch(/^SAB-\d{4}-\d{6}$/);

    const course = await courseId("sepse-e-choque-septico");
    const plan = await aluno(`/api/candidate/subscriptions/${id}/create-installments/${course * 100}`);
    expect(plan.json["plan"]).toEqual({
      priceListValueId: course * 100,
      installments: 1,
      installmentValue: 590,
      paymentCondition: 2,
    });

    const pix = await alunoPays("/api/candidate/pix/generate-pix-ecommerce", { subscriptionId: id });
    expect(pix.status).toBe(200);
    expect(pix.json["status"]).toBe("payment-pending");
    const payment = pix.json["payment"] as Record<string, string | number>;
    expect(payment).toMatchObject({ method: "pix", status: "pending", amount: 590 });
    const copyPaste = String(payment["copyPaste"]);
    expect(decodeQrDataUrl(String(payment["qrSvg"]))).toBe(copyPaste);
    const parsed = parsePixPayload(copyPaste);
    expect(parsed).toMatchObject({ ok: true, amount: 590, key: "7d9f0335-8dcc-4054-9bf9-0dbd61c2f2b5" });
    expect(parsed.ok && [parsed.fields["59"], parsed.fields["60"], parsed.fields["01"]]).toEqual([
      "SABIA EDUCACAO",
      "SAO PAULO",
      "12",
    ]);
    const clock = await sandbox("/clock");
    const validFor = Date.parse(String(payment["expiresAt"])) - Date.parse(String(clock.json["now"]));
    expect(validFor).toBeGreaterThan(170_000);
    expect(validFor).toBeLessThanOrEqual(180_000);

    const code = await aluno(`/api/candidate/subscriptions/${id}/get-pix-code`, { method: "GET" });
    expect(code.json["copyPaste"]).toBe(copyPaste);
    expect(
      (await aluno(`/api/candidate/subscriptions/${id}/is-subscription-paid`, { method: "GET" })).json,
    ).toMatchObject({
      paid: false,
      status: "payment-pending",
    });

    const paid = await sandbox(`/subscriptions/${id}/pay`);
    expect(paid.status).toBe(200);
    expect(paid.json).toMatchObject({
      paid: true,
      status: "payment-confirmed",
      payment: { method: "pix", status: "paid" },
    });
    const check = await aluno(`/api/candidate/subscriptions/${id}/is-subscription-paid`, { method: "GET" });
    expect(check.json).toMatchObject({ paid: true, status: "payment-confirmed" });

    const [stored] = await rows<{ months: number; payment_date: string | null }>(
      sql`select (extract(year from age(access_end, access_start)) * 12 + extract(month from age(access_end, access_start)))::int as months,
          payment_date::text from subscriptions where id = ${id}`,
    );
    expect(stored).toMatchObject({ months: 6 });
    expect(stored!.payment_date).not.toBeNull();

    const mail = await lastMessage("aluno@sabia.dev");
    expect(mail.subject).toBe("Pagamento confirmado: Sepse e Choque Séptico");
    expect(mail.text).toContain("72 horas");
    expect(mail.text).toContain("segunda a sexta, das 9h às 18h");
    expect(mail.text).toContain("/meus-cursos");
  });

  it("refuses a second charge of a paid purchase and answers it as already yours", async () => {
    const id = await startCheckout("aluno", "sepse-e-choque-septico");
    expect((await aluno(checkoutPath(id), { method: "GET" })).json["status"]).toBe("payment-confirmed");
    const again = await alunoPays("/api/candidate/pix/generate-pix-ecommerce", { subscriptionId: id });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ code: "alreadyPaid" });
    expect((await sandbox(`/subscriptions/${id}/pay`)).status).toBe(409);
  });

  it("expires a Pix after 3 sandbox minutes and renews it only with its validation key", async () => {
    const id = await startCheckout("aluno", "via-aerea-dificil");
    const first = await alunoPays("/api/candidate/pix/generate-pix-ecommerce", { subscriptionId: id });
    const old = first.json["payment"] as Record<string, string>;
    expect((await sandbox("/advance", { minutes: 4 })).status).toBe(200);

    const expired = await aluno(`/api/candidate/subscriptions/${id}/is-subscription-paid`, { method: "GET" });
    expect(expired.json).toMatchObject({
      paid: false,
      status: "awaiting-payment",
      payment: { method: "pix", status: "expired" },
    });
    expect((await sandbox(`/subscriptions/${id}/pay`)).status).toBe(404);

    const renew = (body: unknown) => alunoPays(`/api/candidate/pix/${id}/renew-pix-ecommerce`, body);
    const wrongKey = await renew({ subscriptionId: id, validationKey: "not-the-key" });
    expect(wrongKey.status).toBe(400);
    expect(wrongKey.json).toMatchObject({ field: "validationKey" });
    const otherId = await renew({ subscriptionId: id + 1, validationKey: old["validationKey"] });
    expect(otherId.status).toBe(400);
    expect(otherId.json).toMatchObject({ field: "subscriptionId" });

    const renewed = await renew({ subscriptionId: id, validationKey: old["validationKey"] });
    expect(renewed.status).toBe(200);
    const fresh = renewed.json["payment"] as Record<string, string>;
    expect(renewed.json["status"]).toBe("payment-pending");
    expect(fresh["status"]).toBe("pending");
    expect(fresh["copyPaste"]).not.toBe(old["copyPaste"]);
    expect(fresh["validationKey"]).not.toBe(old["validationKey"]);
    expect((await sandbox(`/subscriptions/${id}/pay`)).json).toMatchObject({ paid: true });
  });

  it("answers 404 for an inactive or unknown course and 401 without a token", async () => {
    const inactive = await aluno("/api/subscription/subscriptions/create-or-recover-to-ecommerce", {
      body: { friendlyUrl: "reabilitacao-pos-covid" },
    });
    expect(inactive.status).toBe(404);
    const unknown = await aluno("/api/subscription/subscriptions/create-or-recover-to-ecommerce", {
      body: { friendlyUrl: "curso-que-nao-existe" },
    });
    expect(unknown.status).toBe(404);
    expect(
      (await call(checkoutPath(1), { method: "GET", headers: { authorization: "Bearer nope" } })).status,
    ).toBe(401);
    expect((await call(checkoutPath(1), { method: "GET", headers: { authorization: "" } })).status).toBe(401);
  });
});
