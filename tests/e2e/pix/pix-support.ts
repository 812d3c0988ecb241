import { fetchPspLog, type PixPspProcess } from "#scripts/pix-psp-process.ts";

/** The Pix PSP simulator as the Pix e2e reads it (pix-psp.spec.ts). */
/** A call to the simulator's control API (its own test door, not the Pix API). */
export const control = async (psp: PixPspProcess, path: string, body: unknown = {}) => {
  const response = await fetch(`${psp.controlUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
};
/** What the simulator holds: its charges, refunds and webhook deliveries. */
export const pspState = async (psp: PixPspProcess) =>
  (await (await fetch(`${psp.controlUrl}/state`)).json()) as {
    cobs: { txid: string; status: string; pixCopiaECola: string }[];
    devolucoes?: unknown;
    webhookDeliveries: { endToEndIds: string[]; status?: number }[];
  };

/** The operations (method and path shape) Sabiá has called at the PSP since the last test ended. */
export async function operationsCalled(psp: PixPspProcess): Promise<string[]> {
  return (await fetchPspLog(psp.controlUrl)).map(
    (entry) =>
      `${entry.method} ${entry.path
        .replace(/^\/v2\/(cob|webhook)\/[^/]+$/, "/v2/$1/{id}")
        .replace(/^\/v2\/pix\/[^/]+\/devolucao\/[^/]+$/, "/v2/pix/{e2eid}/devolucao/{id}")}`,
  );
}
