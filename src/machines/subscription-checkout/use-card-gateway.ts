import { useEffect } from "react";
import type { CardGateway } from "#src/services/api/checkout-schemas.ts";
import { browserCardTokenizer } from "#src/services/checkout/card-tokenizer-slot.ts";

const loadSdkLoader = () => import("#src/services/checkout/mercadopago-sdk-loader.ts");

/** MercadoPago.js's locale for the page's language. */
const sdkLocale = (language: string) => (language === "en" ? "en-US" : language === "es" ? "es-AR" : "pt-BR");

/**
 * The card step's tokenizer (ADR 059): with Mercado Pago, its script is loaded (with the page's CSP nonce) when
 * the card form shows, and the checkout tokenizes through it; with the sandbox, the sandbox's own. `gateway` is
 * null away from the card form: nothing loads on the other steps and methods, nor on any other page.
 */
export function useCardGateway(
  gateway: CardGateway | null,
  nonce: string | undefined,
  language: string,
): void {
  const kind = gateway?.kind ?? null;
  const publicKey = gateway?.kind === "mercadopago" ? gateway.publicKey : null;
  const sdkUrl = gateway?.kind === "mercadopago" ? gateway.sdkUrl : null;
  useEffect(() => {
    if (kind === null) return;
    if (publicKey === null || sdkUrl === null) browserCardTokenizer.use(null);
    else
      browserCardTokenizer.use(
        loadSdkLoader().then(({ mercadoPagoCardTokenizer }) =>
          mercadoPagoCardTokenizer({ publicKey, sdkUrl }, nonce, sdkLocale(language)),
        ),
      );
    // Leaving the card form: the next one says again which gateway it uses.
    return () => browserCardTokenizer.reset();
  }, [kind, publicKey, sdkUrl, nonce, language]);
}
