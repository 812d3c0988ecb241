import { accessSync, constants, statSync } from "node:fs";
import { isValidPixKey } from "@brazilian-utils/brazilian-utils";
import { paymentProviderChoice } from "#src/domain/payments/payment-provider-choice.ts";
import { PaymentProviderMisconfigured } from "./payment-provider-misconfigured.ts";
import { readGatewayProvider, type GatewayConfig } from "./providers/mercadopago/mercadopago-config.ts";

/** What the Pix adapter (server/payments/providers/pix/) needs to speak the Central Bank's Pix API to a PSP. */
export interface PixSettings {
  /** PIX_API_URL, e.g. https://psp.example/v2 (no trailing slash). */
  apiUrl: string;
  /** PIX_TOKEN_URL: OAuth 2.0 client-credentials token endpoint. */
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** PIX_CERT_FILE, PIX_KEY_FILE: the client certificate and key of mutual TLS (PEM files, checked readable). */
  certFile: string;
  keyFile: string;
  /** PIX_CA_FILE: the PSP's CA when it is not in Node's store. */
  caFile: string | undefined;
  /** PIX_RECEIVER_KEY: the receiver's Pix key (chave): CPF, CNPJ, e-mail, mobile phone or random key. */
  receiverKey: string;
  /** PIX_WEBHOOK_SECRET: at least 32 characters. */
  webhookSecret: string;
  /** PUBLIC_URL: the origin the PSP calls the webhook on (no trailing slash). */
  publicUrl: string;
}

/**
 * PAYMENT_PROVIDER (sandbox | pix) holds Pix and, for the sandbox, every method; GATEWAY_PROVIDER=mercadopago
 * (ADR 057) then takes card and boleto instead (`gateway`; absent or null: none).
 */
export type PaymentProviderConfig = ({ kind: "sandbox" } | { kind: "pix"; pix: PixSettings }) & {
  gateway?: GatewayConfig | null;
};

export { PaymentProviderMisconfigured };

const pixVariables = [
  "PIX_API_URL",
  "PIX_TOKEN_URL",
  "PIX_CLIENT_ID",
  "PIX_CLIENT_SECRET",
  "PIX_CERT_FILE",
  "PIX_KEY_FILE",
  "PIX_RECEIVER_KEY",
  "PIX_WEBHOOK_SECRET",
  "PUBLIC_URL",
] as const;

const howToChoose =
  `Set PAYMENT_PROVIDER=pix with ${pixVariables.join(", ")} (and PIX_CA_FILE when the PSP's CA is not a public ` +
  "one), or PAYMENT_PROVIDER=sandbox, the demo setting: every page then says no charge is real.";

const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * An https URL; plain http only to this machine (the local PSP simulator), so secrets and payers' data never
 * cross a network in clear.
 */
function secureUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    if (url.username || url.password || url.hash) return null;
    if (url.protocol === "https:" || (url.protocol === "http:" && loopbackHosts.has(url.hostname)))
      return url;
    return null;
  } catch {
    return null;
  }
}

function readableFile(path: string): boolean {
  try {
    accessSync(path, constants.R_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** PIX_* and PUBLIC_URL, every problem named at once (an operator fixes them in one go). */
function readPixSettings(env: Record<string, string | undefined>): PixSettings {
  const problems: string[] = [];
  const value = (name: string) => env[name]?.trim() ?? "";
  const required = (name: (typeof pixVariables)[number]) => {
    const text = value(name);
    if (text === "") problems.push(`${name} is not set`);
    return text;
  };
  const url = (name: "PIX_API_URL" | "PIX_TOKEN_URL" | "PUBLIC_URL", origin: boolean) => {
    const text = required(name);
    if (text === "") return "";
    const parsed = secureUrl(text);
    const isOrigin = parsed !== null && parsed.pathname === "/" && parsed.search === "";
    if (!parsed || (origin && !isOrigin)) {
      problems.push(
        `${name} must be an https ${origin ? "origin" : "URL"} (http only to localhost or 127.0.0.1), got "${text}"`,
      );
      return "";
    }
    return origin ? parsed.origin : parsed.href.replace(/\/+$/, "");
  };
  const file = (name: string, text: string) => {
    if (text !== "" && !readableFile(text)) problems.push(`${name} "${text}" is not a readable file`);
    return text;
  };

  const settings: PixSettings = {
    apiUrl: url("PIX_API_URL", false),
    tokenUrl: url("PIX_TOKEN_URL", false),
    clientId: required("PIX_CLIENT_ID"),
    clientSecret: required("PIX_CLIENT_SECRET"),
    certFile: file("PIX_CERT_FILE", required("PIX_CERT_FILE")),
    keyFile: file("PIX_KEY_FILE", required("PIX_KEY_FILE")),
    caFile: value("PIX_CA_FILE") === "" ? undefined : file("PIX_CA_FILE", value("PIX_CA_FILE")),
    receiverKey: required("PIX_RECEIVER_KEY"),
    webhookSecret: required("PIX_WEBHOOK_SECRET"),
    publicUrl: url("PUBLIC_URL", true),
  };
  if (settings.receiverKey !== "" && !isValidPixKey(settings.receiverKey))
    problems.push("PIX_RECEIVER_KEY is not a Pix key (CPF, CNPJ, e-mail, mobile phone or random key)");
  if (settings.webhookSecret !== "" && settings.webhookSecret.length < 32)
    problems.push("PIX_WEBHOOK_SECRET must be at least 32 characters");
  if (problems.length > 0)
    throw new PaymentProviderMisconfigured(
      `PAYMENT_PROVIDER=pix is misconfigured: ${problems.join("; ")}. ${howToChoose}`,
    );
  return settings;
}

/**
 * The payment provider of this server, from the environment (ADR 046). The sandbox runs only when chosen
 * (PAYMENT_PROVIDER=sandbox) or outside production when nothing is chosen; production with no choice, an
 * unknown provider or an incomplete Pix setting throws PaymentProviderMisconfigured, naming what to set.
 */
export function readPaymentProvider(env: Record<string, string | undefined>): PaymentProviderConfig {
  const pixSide = readPixProvider(env);
  const gateway = readGatewayProvider(env);
  return gateway ? { ...pixSide, gateway } : pixSide;
}

function readPixProvider(env: Record<string, string | undefined>): PaymentProviderConfig {
  const choice = paymentProviderChoice(env["PAYMENT_PROVIDER"], env["NODE_ENV"]);
  switch (choice) {
    case "sandbox":
      return { kind: "sandbox" };
    case "pix":
      return { kind: "pix", pix: readPixSettings(env) };
    case "missing":
      throw new PaymentProviderMisconfigured(
        `PAYMENT_PROVIDER is not set, and NODE_ENV=production never falls back to the payments sandbox. ${howToChoose}`,
      );
    case "unknown":
      throw new PaymentProviderMisconfigured(
        `PAYMENT_PROVIDER must be sandbox or pix, got "${env["PAYMENT_PROVIDER"]}". ${howToChoose}`,
      );
  }
}
