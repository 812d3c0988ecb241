import {
  mercadoPagoTokenizer,
  type MercadoPagoConstructor,
  type TokenizeCard,
} from "./mercadopago-tokenizer.ts";

/** How long the card step waits for the gateway's script before it gives up (the card then gets no token). */
export const sdkTimeoutMs = 15_000;

const loads = new Map<string, Promise<MercadoPagoConstructor>>();

/**
 * Inserts MercadoPago.js (MERCADOPAGO_SDK_URL) once per page, with the page's CSP nonce, and resolves its
 * `MercadoPago` constructor. Called by the card step's hook only (ADR 007); nothing of it is in the first visit.
 */
function loadSdk(sdkUrl: string, nonce: string | undefined): Promise<MercadoPagoConstructor> {
  const known = loads.get(sdkUrl);
  if (known) return known;
  const loading = new Promise<MercadoPagoConstructor>((resolve, reject) => {
    const globals = window as unknown as { MercadoPago?: MercadoPagoConstructor };
    if (globals.MercadoPago) return resolve(globals.MercadoPago);
    const script = document.createElement("script");
    const fail = (why: string) => {
      window.clearTimeout(timer);
      script.remove();
      loads.delete(sdkUrl);
      reject(new Error(why));
    };
    const timer = window.setTimeout(() => fail("timeout"), sdkTimeoutMs);
    script.src = sdkUrl;
    script.async = true;
    if (nonce) script.nonce = nonce;
    script.addEventListener("load", () => {
      window.clearTimeout(timer);
      if (globals.MercadoPago) resolve(globals.MercadoPago);
      else fail("no MercadoPago");
    });
    script.addEventListener("error", () => fail("unreachable"));
    document.head.append(script);
  });
  loads.set(sdkUrl, loading);
  return loading;
}

/** Mercado Pago's tokenizer for this store's public key, once its script has loaded. */
export async function mercadoPagoCardTokenizer(
  gateway: { publicKey: string; sdkUrl: string },
  nonce: string | undefined,
  locale: string,
): Promise<TokenizeCard> {
  const MercadoPago = await loadSdk(gateway.sdkUrl, nonce);
  return mercadoPagoTokenizer(new MercadoPago(gateway.publicKey, { locale }));
}
