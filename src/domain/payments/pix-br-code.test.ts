import { generatePixPayload, getPixPayloadInfo, isValidPixPayload } from "@brazilian-utils/brazilian-utils";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { crc16CcittFalse, parsePixPayload, pixPayload } from "./pix-br-code.ts";

const seed = 20261124;
const bcbExample =
  "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR" +
  "5913Fulano de Tal6008BRASILIA62070503***63041D3D";
const receiver = {
  key: "7d9f0335-8dcc-4054-9bf9-0dbd61c2f2b5",
  merchantName: "Sabiá Educação",
  merchantCity: "São Paulo",
};

describe("CRC-16/CCITT-FALSE", () => {
  it("gives the standard check value and the BCB manual's 1D3D", () => {
    expect(crc16CcittFalse("123456789")).toBe("29B1");
    expect(crc16CcittFalse("")).toBe("FFFF");
    expect(crc16CcittFalse(bcbExample.slice(0, -4))).toBe("1D3D");
  });

  it("pads to four uppercase hex digits and reads UTF-8 bytes, not UTF-16 units", () => {
    expect(crc16CcittFalse("A")).toMatch(/^[0-9A-F]{4}$/);
    // "é" is C3 A9 in UTF-8 (7ACB); the single byte E9 would give 8DF7.
    expect(crc16CcittFalse("é")).toBe("7ACB");
  });
});

describe("parsePixPayload", () => {
  it("reads the BCB manual's example", () => {
    const parsed = parsePixPayload(bcbExample);
    expect(parsed).toMatchObject({
      ok: true,
      key: "123e4567-e12b-12d1-a456-426655440000",
      amount: null,
      txid: null,
      fields: {
        "00": "01",
        "26.00": "br.gov.bcb.pix",
        "59": "Fulano de Tal",
        "60": "BRASILIA",
        "63": "1D3D",
      },
    });
  });

  it("refuses a broken CRC, a cut payload and a payload without a Pix account", () => {
    expect(parsePixPayload(bcbExample.replace("Fulano", "Fulana"))).toEqual({
      ok: false,
      reason: "CRC mismatch",
    });
    expect(parsePixPayload(bcbExample.slice(0, -1)).ok).toBe(false);
    // Template 26 carries another GUI, so there is no Pix key even though the CRC holds.
    const noPix = "00020126180014br.gov.bcb.xyz5204000053039865802BR5901A6001B6304";
    expect(parsePixPayload(noPix + crc16CcittFalse(noPix))).toMatchObject({ ok: false });
  });
});

describe("pixPayload", () => {
  it("lays out the fields in order with a valid CRC", () => {
    const payload = pixPayload({ ...receiver, amount: 3490.5, txid: "SAB123" });
    expect(payload).toBe(
      "000201010212" +
        "26580014br.gov.bcb.pix01367d9f0335-8dcc-4054-9bf9-0dbd61c2f2b5" +
        "52040000530398654073490.505802BR5914Sabia Educacao6009Sao Paulo" +
        "62100506SAB123" +
        "6304" +
        crc16CcittFalse(payload.slice(0, -4)),
    );
  });

  it("marks a code without txid as reusable and writes ***", () => {
    const parsed = parsePixPayload(pixPayload(receiver));
    expect(parsed).toMatchObject({
      ok: true,
      amount: null,
      txid: null,
      fields: { "01": "11", "62.05": "***" },
    });
  });

  it("strips accents, cuts name at 25 and city at 15, and fits the description in template 26", () => {
    const parsed = parsePixPayload(
      pixPayload({
        ...receiver,
        merchantName: "Associação Brasileira de Medicina de Emergência",
        merchantCity: "São José dos Campos",
        description: "Curso de Emergência ".repeat(5),
      }),
    );
    if (!parsed.ok) throw new Error(parsed.reason);
    expect(parsed.fields["59"]).toBe("Associacao Brasileira de");
    expect(parsed.fields["60"]).toBe("Sao Jose dos Ca");
    expect(parsed.fields["26"]!.length).toBeLessThanOrEqual(99);
    expect(parsed.fields["26.02"]).toMatch(/^Curso de Emergencia/);
  });

  it("refuses amounts it cannot write exactly and txids the manual forbids", () => {
    expect(() => pixPayload({ ...receiver, amount: 0 })).toThrow(RangeError);
    expect(() => pixPayload({ ...receiver, amount: 10.005 })).toThrow(RangeError);
    expect(() => pixPayload({ ...receiver, txid: "with-dash" })).toThrow(RangeError);
    expect(() => pixPayload({ ...receiver, txid: "A".repeat(26) })).toThrow(RangeError);
    expect(pixPayload({ ...receiver, amount: 0.1 + 0.2 })).toContain("54040.30");
  });

  it("round-trips and satisfies @brazilian-utils for any amount and txid", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999_999 }),
        fc.stringMatching(/^[A-Za-z0-9]{1,25}$/),
        (cents, txid) => {
          const amount = cents / 100;
          const payload = pixPayload({ ...receiver, amount, txid });
          expect(parsePixPayload(payload)).toMatchObject({ ok: true, key: receiver.key, amount, txid });
          expect(isValidPixPayload(payload)).toBe(true);
          expect(getPixPayloadInfo(payload)).toMatchObject({
            key: receiver.key,
            amount,
            txid,
            merchantName: "Sabia Educacao",
            merchantCity: "Sao Paulo",
            pointOfInitiation: "dynamic",
          });
        },
      ),
      { seed },
    );
  });

  it("carries the same fields as @brazilian-utils's generator (which leaves out 01 for a key)", () => {
    const input = { ...receiver, amount: 129.9, txid: "PEDIDO42", description: "Curso de Emergência" };
    const theirs = parsePixPayload(generatePixPayload(input) ?? "");
    const ours = parsePixPayload(pixPayload(input));
    if (!theirs.ok || !ours.ok) throw new Error("both payloads should parse");
    const { "01": pointOfInitiation, "63": _ourCrc, ...ourFields } = ours.fields;
    const { "63": _theirCrc, ...theirFields } = theirs.fields;
    expect(pointOfInitiation).toBe("12");
    expect(ourFields).toEqual(theirFields);
  });
});
