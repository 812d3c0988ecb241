import { getBoletoInfo, isValidBoleto } from "@brazilian-utils/brazilian-utils";
import { describe, expect, it } from "vitest";
import { addBankingBusinessDays } from "#src/domain/payments/business-days.ts";
import { overdueAmount } from "#src/domain/payments/late-fee.ts";
import { brazilDay } from "../payments/sandbox-clock.ts";
import { useCheckoutApi } from "./checkout-test-kit.ts";

describe("checkout over HTTP: a slip (boleto) purchase", () => {
  const { as, pay, startCheckout, sandbox, lastMessage } = useCheckoutApi();
  const aluno = as("aluno");
  const isPaid = async (id: number) =>
    (await aluno(`/api/candidate/subscriptions/${id}/is-subscription-paid`, { method: "GET" })).json;

  it("issues a valid slip due in 3 banking business days, paid at the bank, cleared 2 business days later", async () => {
    const id = await startCheckout("aluno", "neonatologia-essencial");
    const today = brazilDay(new Date(String((await sandbox("/clock")).json["now"])));
    const slip = await pay("aluno")("/api/candidate/boleto/generate-slip-ecommerce", { subscriptionId: id });
    expect(slip.status).toBe(200);
    expect(slip.json).toMatchObject({
      status: "payment-pending",
      plan: { paymentCondition: 2, installments: 1 },
    });
    const payment = slip.json["payment"] as Record<string, string | number>;
    expect(payment).toMatchObject({ method: "boleto", status: "pending", amount: 1190 });
    const line = String(payment["digitableLine"]);
    expect(line).toMatch(/^\d{47}$/);
    expect(String(payment["barcode"])).toMatch(/^\d{44}$/);
    expect(isValidBoleto(line)).toBe(true);
    const dueDate = addBankingBusinessDays(today, 3);
    expect(payment["dueDate"]).toBe(dueDate);
    expect(getBoletoInfo(line, { referenceDate: new Date(`${today}T12:00:00Z`) })).toMatchObject({
      amount: 119_000,
      bankCode: "999",
    });
    const expiration = await aluno(
      `/api/subscription/subscriptions/ecommerce/get-slip-expiration-date/${id}`,
    );
    expect(expiration.json).toEqual({ dueDate });

    const atBank = await sandbox(`/subscriptions/${id}/pay`);
    expect(atBank.json).toMatchObject({
      paid: false,
      status: "payment-pending",
      payment: { status: "pending" },
    });
    expect((await sandbox(`/subscriptions/${id}/pay`)).status).toBe(409);

    const oneDay = await sandbox("/advance", { businessDays: 1 });
    expect(oneDay.json["clearedSubscriptionIds"]).not.toContain(id);
    expect(await isPaid(id)).toMatchObject({ paid: false, status: "payment-pending" });

    const twoDays = await sandbox("/advance", { businessDays: 1 });
    expect(twoDays.status).toBe(200);
    expect(twoDays.json["clearedSubscriptionIds"]).toContain(id);
    expect(await isPaid(id)).toMatchObject({
      paid: true,
      status: "payment-confirmed",
      payment: { status: "paid" },
    });
    expect((await lastMessage("aluno@sabia.dev")).subject).toBe(
      "Pagamento confirmado: Neonatologia Essencial",
    );
  });

  it("answers the same live slip to a second call instead of issuing another", async () => {
    const id = await startCheckout("aluno", "estomaterapia-basica");
    const first = await pay("aluno")("/api/candidate/boleto/generate-slip-ecommerce", { subscriptionId: id });
    const second = await pay("aluno")("/api/candidate/boleto/generate-slip-ecommerce", {
      subscriptionId: id,
    });
    expect((second.json["payment"] as Record<string, string>)["digitableLine"]).toBe(
      (first.json["payment"] as Record<string, string>)["digitableLine"],
    );
  });

  it("answers the due date a slip issued today would have before any slip exists", async () => {
    const id = await startCheckout("aluno", "gestao-da-farmacia-hospitalar");
    const today = brazilDay(new Date(String((await sandbox("/clock")).json["now"])));
    const expiration = await aluno(
      `/api/subscription/subscriptions/ecommerce/get-slip-expiration-date/${id}`,
    );
    expect(expiration.json).toEqual({ dueDate: addBankingBusinessDays(today, 3) });
  });

  it("charges the late fee of spec §9 on a slip paid after its due date", async () => {
    const id = await startCheckout("aluno", "tratamento-de-feridas-e-coberturas");
    const slip = await pay("aluno")("/api/candidate/boleto/generate-slip-ecommerce", { subscriptionId: id });
    const dueDate = String((slip.json["payment"] as Record<string, string>)["dueDate"]);
    await sandbox("/advance", { businessDays: 5 });
    const payDate = brazilDay(new Date(String((await sandbox("/clock")).json["now"])));
    const paid = await sandbox(`/subscriptions/${id}/pay`);
    expect(paid.status).toBe(200);
    expect((paid.json["payment"] as Record<string, number>)["amount"]).toBe(
      overdueAmount(367.5, dueDate, payDate).total,
    );
    expect(overdueAmount(367.5, dueDate, payDate).total).toBeGreaterThan(367.5);
  });
});
