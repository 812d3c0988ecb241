/**
 * Settings of the card and boleto gateway (ADR 057), from the environment: GATEWAY_PROVIDER=mercadopago with
 * MERCADOPAGO_ACCESS_TOKEN, MERCADOPAGO_PUBLIC_KEY and MERCADOPAGO_WEBHOOK_SECRET; MERCADOPAGO_BASE_URL and
 * MERCADOPAGO_SDK_URL default to Mercado Pago's own and point at the local simulator in tests and the demo.
 * PUBLIC_URL is needed too: Mercado Pago notifies `{PUBLIC_URL}/api/payments/mercadopago/webhook`.
 * BOLETO_BENEFICIARY_NAME and BOLETO_BENEFICIARY_CNPJ name the beneficiário that the gateway registers the boletos
 * for, as the slip page must print it (ADR 060). Read with PAYMENT_PROVIDER by readPaymentProvider
 * (payment-provider-config.ts).
 */
import { isValidCnpj } from "@brazilian-utils/brazilian-utils";
import { PaymentProviderMisconfigured } from "#server/payments/payment-provider-misconfigured.ts";

export interface MercadoPagoSettings {
  /** MERCADOPAGO_BASE_URL without a trailing slash: https://api.mercadopago.com, or the simulator's. */
  baseUrl: string;
  /** MERCADOPAGO_ACCESS_TOKEN: the server's private credential (Bearer). */
  accessToken: string;
  /** MERCADOPAGO_PUBLIC_KEY: the browser's credential for the tokenizer. */
  publicKey: string;
  /** MERCADOPAGO_WEBHOOK_SECRET: the application's secret signature (x-signature). */
  webhookSecret: string;
  /** MERCADOPAGO_SDK_URL: the tokenizer script the card step loads (and the CSP allows). */
  sdkUrl: string;
  /** PUBLIC_URL: the origin Mercado Pago notifies (no trailing slash). */
  publicUrl: string;
  /** The beneficiário of the registered boletos: the account's legal name and CNPJ (14 digits). */
  beneficiary: SlipBeneficiary;
}

/** Who a boleto pays (beneficiário / cedente): printed on the slip. cnpj: 14 digits, or null when not configured. */
export interface SlipBeneficiary {
  name: string;
  cnpj: string | null;
}

export type GatewayConfig = { kind: "mercadopago"; mercadopago: MercadoPagoSettings };

export const defaultBaseUrl = "https://api.mercadopago.com";
export const defaultSdkUrl = "https://sdk.mercadopago.com/js/v2";

const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** https, or plain http to this machine only (the simulator). */
function secureUrl(text: string): URL | null {
  try {
    const url = new URL(text);
    if (url.username || url.password || url.hash) return null;
    return url.protocol === "https:" || (url.protocol === "http:" && loopbackHosts.has(url.hostname))
      ? url
      : null;
  } catch {
    return null;
  }
}

/**
 * The gateway chosen by GATEWAY_PROVIDER: null when unset (no card or boleto gateway; the sandbox or Pix alone),
 * the Mercado Pago settings when "mercadopago", and PaymentProviderMisconfigured naming every problem otherwise.
 */
export function readGatewayProvider(env: Record<string, string | undefined>): GatewayConfig | null {
  const choice = env["GATEWAY_PROVIDER"]?.trim() ?? "";
  if (choice === "") return null;
  if (choice !== "mercadopago") {
    throw new PaymentProviderMisconfigured(`GATEWAY_PROVIDER must be mercadopago or unset, got "${choice}"`);
  }
  const problems: string[] = [];
  const value = (name: string) => env[name]?.trim() ?? "";
  const required = (name: string) => {
    const text = value(name);
    if (text === "") problems.push(`${name} is not set`);
    return text;
  };
  const url = (name: string, fallback: string) => {
    const text = value(name) || fallback;
    const parsed = secureUrl(text);
    if (!parsed)
      problems.push(`${name} must be an https URL (http only to localhost or 127.0.0.1), got "${text}"`);
    return parsed ? parsed.href.replace(/\/+$/, "") : "";
  };
  const settings: MercadoPagoSettings = {
    baseUrl: url("MERCADOPAGO_BASE_URL", defaultBaseUrl),
    accessToken: required("MERCADOPAGO_ACCESS_TOKEN"),
    publicKey: required("MERCADOPAGO_PUBLIC_KEY"),
    webhookSecret: required("MERCADOPAGO_WEBHOOK_SECRET"),
    sdkUrl: url("MERCADOPAGO_SDK_URL", defaultSdkUrl),
    publicUrl: "",
    beneficiary: { name: required("BOLETO_BENEFICIARY_NAME"), cnpj: null },
  };
  const cnpj = value("BOLETO_BENEFICIARY_CNPJ").replace(/[./-]/g, "");
  if (!/^\d{14}$/.test(cnpj) || !isValidCnpj(cnpj))
    problems.push(`BOLETO_BENEFICIARY_CNPJ must be a valid CNPJ, got "${value("BOLETO_BENEFICIARY_CNPJ")}"`);
  else settings.beneficiary.cnpj = cnpj;
  const publicUrl = secureUrl(value("PUBLIC_URL"));
  if (!publicUrl || publicUrl.pathname !== "/" || publicUrl.search !== "")
    problems.push(
      `PUBLIC_URL must be an https origin (http only to localhost or 127.0.0.1), got "${value("PUBLIC_URL")}"`,
    );
  else settings.publicUrl = publicUrl.origin;
  if (problems.length > 0) {
    throw new PaymentProviderMisconfigured(
      `GATEWAY_PROVIDER=mercadopago is misconfigured: ${problems.join("; ")}`,
    );
  }
  return { kind: "mercadopago", mercadopago: settings };
}
