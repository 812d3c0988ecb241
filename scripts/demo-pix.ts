import { createInterface } from "node:readline";
import { ensureBuild, startServer } from "./server-process.ts";
import { startPixPspProcess } from "./pix-psp-process.ts";

/**
 * `npm run demo:pix`: Sabiá taking Pix from a PSP that speaks the Central Bank's Pix API — the PSP simulator in
 * its own process (mutual TLS, OAuth) and the production server on PAYMENT_PROVIDER=pix, its own database in
 * ./.data-pix. No ribbon: nothing here is the sandbox. Press Enter to play the payer: the newest open charge is
 * paid at the PSP, which calls the webhook. Ctrl-C stops both.
 */
const port = Number(process.env["PORT"] ?? 3000);
ensureBuild();
const psp = await startPixPspProcess();
const server = await startServer({
  PORT: String(port),
  DATA_DIR: process.env["DATA_DIR"] ?? ".data-pix",
  LOG_LEVEL: "info",
  PAYMENT_PROVIDER: "pix",
  PIX_API_URL: psp.apiUrl,
  PIX_TOKEN_URL: psp.tokenUrl,
  PIX_CLIENT_ID: psp.clientId,
  PIX_CLIENT_SECRET: psp.clientSecret,
  PIX_CERT_FILE: psp.clientCertFile,
  PIX_KEY_FILE: psp.clientKeyFile,
  PIX_CA_FILE: psp.caFile,
  PIX_RECEIVER_KEY: psp.receiverKey,
  PIX_WEBHOOK_SECRET: "demo-pix-webhook-secret-not-for-production",
  PUBLIC_URL: `http://localhost:${port}`,
  PIX_RECONCILE_SECONDS: "10",
});

console.log(`
Sabiá with real Pix at ${server.baseUrl} (PSP simulator: ${psp.apiUrl}, control ${psp.controlUrl})
Buy a course with Pix, then press Enter here to pay the newest open charge at the PSP. Ctrl-C stops.`);

async function payNewestCharge() {
  const state = (await (await fetch(`${psp.controlUrl}/state`)).json()) as {
    cobs: { txid: string; status: string; calendario: { criacao: string } }[];
  };
  const open = state.cobs
    .filter((cob) => cob.status === "ATIVA")
    .toSorted((a, b) => b.calendario.criacao.localeCompare(a.calendario.criacao))[0];
  if (!open) return console.log("no open Pix charge at the PSP");
  const paid = await fetch(`${psp.controlUrl}/cob/${open.txid}/pay`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ webhook: "once" }),
  });
  console.log(`charge ${open.txid}: the PSP answered ${paid.status} ${await paid.text()}`);
}

const input = createInterface({ input: process.stdin });
input.on("line", () => void payNewestCharge().catch((error: unknown) => console.error(error)));
const stop = async () => {
  input.close();
  await server.stop();
  await psp.stop();
  process.exit(0);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
