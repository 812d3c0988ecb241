import { describe, expect, it } from "vitest";
import { crc16CcittFalse, dynamicBrCode, parseEmvFields, withCrc } from "./br-code.ts";

// The static payload printed in the BCB "Manual de Padrões para Iniciação do Pix", which ends in CRC 1D3D.
const manualExample =
  "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***6304";

describe("BR Code", () => {
  it("computes the CRC-16/CCITT-FALSE of the BCB manual's example as 1D3D", () => {
    expect(crc16CcittFalse(manualExample)).toBe("1D3D");
    expect(crc16CcittFalse("123456789")).toBe("29B1"); // the catalogue check value of CRC-16/CCITT-FALSE
  });

  it("appends field 63 with the CRC over everything before it, 6304 included", () => {
    expect(withCrc(manualExample.slice(0, -4))).toBe(`${manualExample}1D3D`);
  });

  it("builds a dynamic code with the location, amount, merchant and reference ***", () => {
    const code = dynamicBrCode({
      location: "127.0.0.1:4443/qr/v2/9d36b84fc70b478fb95c12729b90ca25",
      merchantName: "Sabiá Educação em Saúde Ltda",
      merchantCity: "São Paulo",
      amount: "149.90",
    });
    const fields = parseEmvFields(code);
    expect(fields.get("00")).toBe("01");
    expect(fields.get("01")).toBe("12");
    const account = parseEmvFields(fields.get("26") ?? "");
    expect(account.get("00")).toBe("br.gov.bcb.pix");
    expect(account.get("25")).toBe("127.0.0.1:4443/qr/v2/9d36b84fc70b478fb95c12729b90ca25");
    expect([fields.get("52"), fields.get("53"), fields.get("54"), fields.get("58")]).toEqual([
      "0000",
      "986",
      "149.90",
      "BR",
    ]);
    expect(fields.get("59")).toBe("Sabia Educacao em Saude L");
    expect(fields.get("60")).toBe("Sao Paulo");
    expect(fields.get("62")).toBe("0503***");
    expect(fields.get("63")).toBe(crc16CcittFalse(code.slice(0, -4)));
    expect(fields.get("63")).toMatch(/^[0-9A-F]{4}$/);
  });

  it("leaves the amount out when the payer may change it", () => {
    const code = dynamicBrCode({ location: "h/qr/v2/x", merchantName: "M", merchantCity: "C" });
    expect(parseEmvFields(code).has("54")).toBe(false);
  });
});
