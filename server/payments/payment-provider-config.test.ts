import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PaymentProviderMisconfigured, readPaymentProvider } from "./payment-provider-config.ts";

const folder = mkdtempSync(join(tmpdir(), "sabia-pix-"));
const certFile = join(folder, "client.crt");
const keyFile = join(folder, "client.key");
writeFileSync(certFile, "-----BEGIN CERTIFICATE-----\n");
writeFileSync(keyFile, "-----BEGIN PRIVATE KEY-----\n");

const pix = {
  PAYMENT_PROVIDER: "pix",
  PIX_API_URL: "https://psp.example/v2/",
  PIX_TOKEN_URL: "https://psp.example/oauth/token",
  PIX_CLIENT_ID: "client",
  PIX_CLIENT_SECRET: "secret",
  PIX_CERT_FILE: certFile,
  PIX_KEY_FILE: keyFile,
  PIX_RECEIVER_KEY: "pagamentos@sabia.dev",
  PIX_WEBHOOK_SECRET: "w".repeat(32),
  PUBLIC_URL: "https://cursos.sabia.example",
};

const pixVariables = Object.keys(pix).filter((variable) => variable !== "PAYMENT_PROVIDER");

/** The message of the refusal `env` gets (fails the test when it is accepted). */
function refusal(env: Record<string, string | undefined>): string {
  try {
    readPaymentProvider(env);
  } catch (error) {
    expect(error).toBeInstanceOf(PaymentProviderMisconfigured);
    return (error as Error).message;
  }
  throw new Error("the configuration was accepted");
}

describe("readPaymentProvider", () => {
  it("PAYMENT_PROVIDER=sandbox is the demo, in production too", () => {
    expect(readPaymentProvider({ PAYMENT_PROVIDER: "sandbox", NODE_ENV: "production" })).toEqual({
      kind: "sandbox",
    });
  });

  it("outside production nothing chosen means the sandbox (developers, unit tests)", () => {
    expect(readPaymentProvider({})).toEqual({ kind: "sandbox" });
    expect(readPaymentProvider({ NODE_ENV: "development", PAYMENT_PROVIDER: " " })).toEqual({
      kind: "sandbox",
    });
  });

  it("production with nothing chosen refuses, naming the provider, the Pix variables and the demo setting", () => {
    const message = refusal({ NODE_ENV: "production" });
    expect(message).toContain("PAYMENT_PROVIDER");
    for (const name of pixVariables) expect(message).toContain(name);
    expect(message).toContain("PAYMENT_PROVIDER=sandbox, the demo setting");
  });

  it("an unknown provider refuses, in any environment", () => {
    expect(refusal({ PAYMENT_PROVIDER: "stripe" })).toMatch(
      /PAYMENT_PROVIDER must be sandbox or pix, got "stripe"/,
    );
  });

  it("a complete Pix setting gives the adapter its settings", () => {
    expect(readPaymentProvider({ ...pix, NODE_ENV: "production", PIX_CA_FILE: certFile })).toEqual({
      kind: "pix",
      pix: {
        apiUrl: "https://psp.example/v2",
        tokenUrl: "https://psp.example/oauth/token",
        clientId: "client",
        clientSecret: "secret",
        certFile,
        keyFile,
        caFile: certFile,
        receiverKey: "pagamentos@sabia.dev",
        webhookSecret: "w".repeat(32),
        publicUrl: "https://cursos.sabia.example",
      },
    });
  });

  it("Pix with nothing else names every missing variable at once", () => {
    const message = refusal({ PAYMENT_PROVIDER: "pix", NODE_ENV: "production" });
    for (const name of pixVariables) expect(message).toContain(`${name} is not set`);
    expect(message).not.toContain("PIX_CA_FILE is not set");
  });

  it("addresses are https; plain http only to this machine (the local PSP simulator)", () => {
    expect(refusal({ ...pix, PIX_API_URL: "http://psp.example/v2" })).toContain(
      "PIX_API_URL must be an https URL",
    );
    expect(refusal({ ...pix, PIX_TOKEN_URL: "not a url" })).toContain("PIX_TOKEN_URL must be an https URL");
    expect(refusal({ ...pix, PUBLIC_URL: "http://cursos.sabia.example" })).toContain(
      "PUBLIC_URL must be an https origin",
    );
    expect(refusal({ ...pix, PUBLIC_URL: "https://cursos.sabia.example/loja" })).toContain("PUBLIC_URL");
    const local = readPaymentProvider({
      ...pix,
      PIX_API_URL: "http://127.0.0.1:4010/v2",
      PIX_TOKEN_URL: "http://localhost:4010/oauth/token",
      PUBLIC_URL: "http://127.0.0.1:3000/",
    });
    expect(local.kind === "pix" && [local.pix.apiUrl, local.pix.publicUrl]).toEqual([
      "http://127.0.0.1:4010/v2",
      "http://127.0.0.1:3000",
    ]);
  });

  it("certificate files must exist and be files", () => {
    const message = refusal({ ...pix, PIX_CERT_FILE: join(folder, "missing.crt"), PIX_KEY_FILE: folder });
    expect(message).toContain("PIX_CERT_FILE");
    expect(message).toContain(`PIX_KEY_FILE "${folder}" is not a readable file`);
    expect(refusal({ ...pix, PIX_CA_FILE: join(folder, "ca.pem") })).toContain("PIX_CA_FILE");
  });

  it("the receiver's key must be a Pix key and the webhook secret at least 32 characters", () => {
    expect(refusal({ ...pix, PIX_RECEIVER_KEY: "not a key" })).toContain("PIX_RECEIVER_KEY is not a Pix key");
    expect(refusal({ ...pix, PIX_WEBHOOK_SECRET: "short" })).toContain(
      "PIX_WEBHOOK_SECRET must be at least 32",
    );
    const random = readPaymentProvider({ ...pix, PIX_RECEIVER_KEY: "123e4567-e89b-42d3-a456-426614174000" });
    expect(random.kind).toBe("pix");
  });

  it("GATEWAY_PROVIDER=mercadopago adds card and boleto beside Pix; production still refuses no PAYMENT_PROVIDER", () => {
    const gateway = {
      GATEWAY_PROVIDER: "mercadopago",
      MERCADOPAGO_ACCESS_TOKEN: "APP_USR-token",
      MERCADOPAGO_PUBLIC_KEY: "APP_USR-public",
      MERCADOPAGO_WEBHOOK_SECRET: "secret",
      PUBLIC_URL: "https://cursos.sabia.example",
      BOLETO_BENEFICIARY_NAME: "Sabiá Educação Ltda.",
      BOLETO_BENEFICIARY_CNPJ: "11222333000181",
    };
    expect(readPaymentProvider({ ...pix, ...gateway, NODE_ENV: "production" })).toMatchObject({
      kind: "pix",
      gateway: { kind: "mercadopago", mercadopago: { publicUrl: "https://cursos.sabia.example" } },
    });
    expect(readPaymentProvider({ PAYMENT_PROVIDER: "sandbox", ...gateway })).toMatchObject({
      kind: "sandbox",
      gateway: { kind: "mercadopago" },
    });
    expect(readPaymentProvider({ PAYMENT_PROVIDER: "sandbox" })).toEqual({ kind: "sandbox" });
    expect(refusal({ ...gateway, NODE_ENV: "production" })).toMatch(/PAYMENT_PROVIDER is not set/);
    expect(refusal({ ...pix, GATEWAY_PROVIDER: "mercadopago" })).toMatch(
      /MERCADOPAGO_ACCESS_TOKEN is not set/,
    );
  });
});
