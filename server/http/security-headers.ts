import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { cspNonceHeader } from "#src/domain/csp-nonce.ts";

/**
 * Security headers of every response (ADR 031). Pages get a strict nonce-based Content-Security-Policy: the
 * nonce is fresh for each response, made by `newNonce` and written into the policy by `contentSecurityPolicy`
 * only. In the HTML it appears only in `nonce="…"` attributes, so a stored page can take a new one with
 * `renonce` (an HTML cache re-nonces a page on every hit).
 */

/** 128 random bits, base64: a CSP nonce. */
export const newNonce = (): string => randomBytes(16).toString("base64");

/** Google tag (an institution's tracking code) sends its hits here (Google's CSP guide for GA4). */
const googleTag =
  "https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com";

/**
 * The policy of a page answered with `nonce`. Scripts: only those carrying the nonce, and what they load
 * ('strict-dynamic': the module chunks, the Google tag). Style elements carry the nonce too; style attributes
 * stay allowed (React's style props set CSS variables). Images and videos may come from any https origin
 * (course pictures and lessons are addresses in the catalogue).
 */
export function contentSecurityPolicy(
  nonce: string,
  signLanguageOrigin: string | null = null,
  cardGateway: CardGatewayOrigins | null = null,
): string {
  const avatar = signLanguageSources(signLanguageOrigin);
  const card = cardGatewaySources(cardGateway);
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval': the sign-language avatar's player is WebAssembly (compiling it is all this admits).
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'wasm-unsafe-eval'${card.script}`,
    `style-src 'self' 'nonce-${nonce}'${avatar.files}`,
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: blob: https:`,
    "media-src 'self' https:",
    `font-src 'self' data:${avatar.files}`,
    `connect-src 'self' ${googleTag}${avatar.connect}${card.connect}`,
    `worker-src 'self' blob:${avatar.files}`,
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * The policy of the API reference at /api/docs (ADR 054): nothing but its own nonce-carrying
 * scripts and this origin's files, and requests to this origin only ("try it" sends the visitor's token here and
 * nowhere else). Style attributes stay allowed: the reference's components set them.
 */
export function apiDocsContentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * What the sign-language avatar (ADR 039) needs beyond 'self' when its root is another site: that origin's files
 * (styles, fonts, workers, the player's data through fetch); for the gov.br service also its translation hosts
 * (*.vlibras.gov.br). Its script needs nothing: our nonce-trusted code inserts it ('strict-dynamic').
 */
function signLanguageSources(origin: string | null): { files: string; connect: string } {
  if (!origin) return { files: "", connect: "" };
  const govBr = origin === "https://vlibras.gov.br" ? " https://*.vlibras.gov.br" : "";
  return { files: ` ${origin}`, connect: ` ${origin}${govBr}` };
}

/**
 * The card gateway's script and API (GATEWAY_PROVIDER=mercadopago, ADR 057/059): the card step inserts the
 * tokenizer script with the page's nonce, and the script sends the card to the gateway's API, never to Sabiá.
 */
export interface CardGatewayOrigins {
  /** MERCADOPAGO_SDK_URL. */
  sdkUrl: string;
  /** MERCADOPAGO_BASE_URL: where the tokenizer sends the card. */
  apiUrl: string;
}

/**
 * The script's origin in script-src (beside the nonce and 'strict-dynamic': browsers without 'strict-dynamic'
 * read the list), and in connect-src the API's and the script's own origins (the script talks to both when they
 * differ; the simulator serves both from one). Nothing without a gateway.
 */
function cardGatewaySources(gateway: CardGatewayOrigins | null): { script: string; connect: string } {
  if (!gateway) return { script: "", connect: "" };
  const script = new URL(gateway.sdkUrl).origin;
  const connect = [...new Set([new URL(gateway.apiUrl).origin, script])];
  return { script: ` ${script}`, connect: connect.map((origin) => ` ${origin}`).join("") };
}

export interface SecurityHeaderOptions {
  /** HSTS: only a production server reached over https (NODE_ENV=production and an https SITE_URL/PUBLIC_URL). */
  hsts: boolean;
  /** The sign-language avatar's origin when VLIBRAS_ROOT is another site's (null: self-hosted). */
  signLanguageOrigin?: string | null;
  /** The card gateway's script and API when one is configured (null: the sandbox tokenizes, nothing to admit). */
  cardGateway?: CardGatewayOrigins | null;
}

/** Whether this deployment sends Strict-Transport-Security. */
export function hstsEnabled(env: Record<string, string | undefined>): boolean {
  if (env["NODE_ENV"] !== "production") return false;
  const publicAddress = env["SITE_URL"] || env["PUBLIC_URL"] || "";
  return publicAddress.toLowerCase().startsWith("https://");
}

/** The headers of every response, API and assets included. */
export function baseSecurityHeaders({ hsts }: SecurityHeaderOptions): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    ...(hsts ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}

/** The headers of a page: the base ones plus the policy for its nonce. */
export function pageSecurityHeaders(nonce: string, options: SecurityHeaderOptions): Record<string, string> {
  return {
    ...baseSecurityHeaders(options),
    "Content-Security-Policy": contentSecurityPolicy(
      nonce,
      options.signLanguageOrigin ?? null,
      options.cardGateway ?? null,
    ),
  };
}

/** Sets the base headers on a response (every stage of the pipeline). */
export function applyBaseSecurityHeaders(response: ServerResponse, options: SecurityHeaderOptions): void {
  for (const [name, value] of Object.entries(baseSecurityHeaders(options))) response.setHeader(name, value);
}

/**
 * Before a page render: a fresh nonce in the policy header, and handed to the render through the request
 * (replacing whatever a client sent under that name). Returns the nonce.
 */
export function preparePageRender(
  request: IncomingMessage,
  response: ServerResponse,
  options: SecurityHeaderOptions,
): string {
  const nonce = newNonce();
  request.headers[cspNonceHeader] = nonce;
  for (const [name, value] of Object.entries(pageSecurityHeaders(nonce, options)))
    response.setHeader(name, value);
  return nonce;
}

/** A stored page with a new nonce: every nonce="…" attribute rewritten (pair it with a new policy header). */
export function renonce(html: string, nonce: string): string {
  return html.replace(/\snonce="[^"]*"/g, ` nonce="${nonce}"`);
}
