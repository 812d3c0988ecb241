import { readPaymentProviderOrExit } from "./payments/payment-provider-start.ts";

/**
 * The server's entry point. The payment provider comes first, with nothing else loaded: a production server
 * that would fall back to the payments sandbox (or run on half a Pix setting) stops here at once, with the
 * variables to set on stderr — before the database opens, the build loads, or the seconds it takes to load the
 * rest of the server (ADR 046). Then server/start-sabia.ts starts a cluster's primary or one serving process.
 */
readPaymentProviderOrExit(process.env);
await import("./start-sabia.ts");
