import type { PaymentLedger } from "#server/payments/payment-ledger.ts";
import type { PixSettings } from "#server/payments/payment-provider-config.ts";
import { pixApiClient, type PixApiClient } from "./pix-api-client.ts";
import { pixGateway } from "./pix-gateway.ts";
import { mutualTlsClient } from "./pix-https.ts";
import { clientCredentials } from "./pix-oauth.ts";

/** A call to the PSP that takes longer fails: the checkout answers "try again" rather than hang (spec §8). */
export const pixCallTimeoutMs = 8000;

/**
 * The Pix provider from its settings: one mutual-TLS agent, one OAuth token cache, one API client whose every
 * exchange lands in the payments ledger, and the checkout's gateway over it.
 */
export function pixProvider(settings: PixSettings, ledger: PaymentLedger, timeoutMs = pixCallTimeoutMs) {
  const https = mutualTlsClient(
    { certFile: settings.certFile, keyFile: settings.keyFile, caFile: settings.caFile },
    timeoutMs,
  );
  const oauth = clientCredentials(https, settings);
  const client: PixApiClient = pixApiClient(https, oauth, settings.apiUrl, (exchange) =>
    ledger.record({
      provider: "pix",
      kind: exchange.kind,
      txid: exchange.txid ?? null,
      endToEndId: exchange.endToEndId ?? null,
      refundId: exchange.refundId ?? null,
      httpStatus: exchange.httpStatus,
      body: exchange.body,
    }),
  );
  return { client, gateway: pixGateway(client, settings.receiverKey) };
}

export type PixProvider = ReturnType<typeof pixProvider>;
