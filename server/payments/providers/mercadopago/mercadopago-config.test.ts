import { describe, expect, it } from "vitest";
import { PaymentProviderMisconfigured } from "#server/payments/payment-provider-config.ts";
import { defaultBaseUrl, defaultSdkUrl, readGatewayProvider } from "./mercadopago-config.ts";

const read = () =>
  readGatewayProvider({ GATEWAY_PROVIDER: "mercadopago", MERCADOPAGO_BASE_URL: "http://gateway.example" });

const complete = {
  GATEWAY_PROVIDER: "mercadopago",
  MERCADOPAGO_ACCESS_TOKEN: "APP_USR-token",
  MERCADOPAGO_PUBLIC_KEY: "APP_USR-public",
  MERCADOPAGO_WEBHOOK_SECRET: "secret",
  PUBLIC_URL: "https://loja.example",
  BOLETO_BENEFICIARY_NAME: "Sabiá Educação Ltda.",
  BOLETO_BENEFICIARY_CNPJ: "11.222.333/0001-81",
};

describe("readGatewayProvider", () => {
  it("is null when no gateway is chosen", () => {
    expect(readGatewayProvider({})).toBeNull();
  });

  it("defaults the API and script to Mercado Pago's, and takes the simulator's on localhost", () => {
    expect(readGatewayProvider(complete)?.mercadopago).toMatchObject({
      baseUrl: defaultBaseUrl,
      sdkUrl: defaultSdkUrl,
    });
    const local = readGatewayProvider({
      ...complete,
      MERCADOPAGO_BASE_URL: "http://127.0.0.1:4100/",
      MERCADOPAGO_SDK_URL: "http://127.0.0.1:4100/js/v2",
    });
    expect(local?.mercadopago).toMatchObject({
      baseUrl: "http://127.0.0.1:4100",
      sdkUrl: "http://127.0.0.1:4100/js/v2",
    });
  });

  it("names every missing or unsafe setting at once", () => {
    expect(read).toThrow(PaymentProviderMisconfigured);
    expect(read).toThrow(/MERCADOPAGO_ACCESS_TOKEN.*MERCADOPAGO_PUBLIC_KEY.*MERCADOPAGO_WEBHOOK_SECRET/);
    expect(read).toThrow(/MERCADOPAGO_BASE_URL must be an https URL/);
    expect(read).toThrow(/PUBLIC_URL must be an https origin/);
    expect(readGatewayProvider(complete)?.mercadopago.publicUrl).toBe("https://loja.example");
    expect(() => readGatewayProvider({ GATEWAY_PROVIDER: "stripe" })).toThrow(/mercadopago or unset/);
  });

  it("takes the boletos' beneficiário with a valid CNPJ only (the slip page prints it)", () => {
    expect(readGatewayProvider(complete)?.mercadopago.beneficiary).toEqual({
      name: "Sabiá Educação Ltda.",
      cnpj: "11222333000181",
    });
    expect(read).toThrow(/BOLETO_BENEFICIARY_NAME is not set/);
    expect(read).toThrow(/BOLETO_BENEFICIARY_CNPJ must be a valid CNPJ, got ""/);
    const wrongDigit = () => readGatewayProvider({ ...complete, BOLETO_BENEFICIARY_CNPJ: "11222333000182" });
    expect(wrongDigit).toThrow(/BOLETO_BENEFICIARY_CNPJ must be a valid CNPJ, got "11222333000182"/);
  });
});
