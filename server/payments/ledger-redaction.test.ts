import { describe, expect, it } from "vitest";
import { maskDocument, redactLedgerBody } from "./ledger-redaction.ts";

describe("the payments ledger's redaction", () => {
  it("masks a CPF to the digits shown in public listings and replaces any other document by the marker", () => {
    expect(maskDocument("52998224725")).toBe("***.***.247-**");
    expect(maskDocument("529.982.247-25")).toBe("***.***.247-**");
    expect(maskDocument("11222333000181")).toBe("[redacted]");
    expect(maskDocument(undefined)).toBe("[redacted]");
  });

  it("keeps ids, amounts, statuses and the last four digits of a card payment, not its token or payer", () => {
    const body = {
      request: {
        token: "ff8080814c11e237014c1ff593b57b4d",
        transaction_amount: 490,
        installments: 3,
        payment_method_id: "master",
        payer: { email: "ana@example.com", identification: { type: "CPF", number: "52998224725" } },
      },
      answer: {
        id: 123456789,
        status: "approved",
        status_detail: "accredited",
        issuer: { id: "24", name: "Mastercard" },
        card: {
          first_six_digits: "503143",
          last_four_digits: "6351",
          cardholder: { name: "ANA L MOREIRA", identification: { type: "CPF", number: "52998224725" } },
        },
      },
    };
    const expected = structuredClone(body);
    expected.request.token = "[redacted]";
    expected.request.payer = {
      email: "[redacted]",
      identification: { type: "CPF", number: "***.***.247-**" },
    };
    expected.answer.card.cardholder = {
      name: "[redacted]",
      identification: { type: "CPF", number: "***.***.247-**" },
    };
    expect(redactLedgerBody(body)).toEqual(expected);
    expect(body.request.token).toBe("ff8080814c11e237014c1ff593b57b4d");
  });

  it("replaces a boleto payer's names and address, and a Pix debtor's CPF and name, in lists too", () => {
    expect(
      redactLedgerBody({
        payer: {
          first_name: "Ana",
          last_name: "Lúcia Moreira",
          address: { zip_code: "01310100", street_name: "Avenida Paulista", city: "São Paulo" },
        },
        transaction_details: { digitable_line: "23790001" },
      }),
    ).toEqual({
      payer: { first_name: "[redacted]", last_name: "[redacted]", address: "[redacted]" },
      transaction_details: { digitable_line: "23790001" },
    });
    expect(
      redactLedgerBody({
        txid: "abc",
        devedor: { cpf: "52998224725", nome: "Ana Lúcia Moreira" },
        valor: { original: "490.00" },
        pix: [{ endToEndId: "E1", valor: "490.00", pagador: { cpf: "52998224725", nome: "Ana" } }],
      }),
    ).toEqual({
      txid: "abc",
      devedor: { cpf: "***.***.247-**", nome: "[redacted]" },
      valor: { original: "490.00" },
      pix: [{ endToEndId: "E1", valor: "490.00", pagador: { cpf: "***.***.247-**", nome: "[redacted]" } }],
    });
  });
});
