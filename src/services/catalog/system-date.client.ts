import { Effect } from "effect";
import { clockOffsetMs } from "#src/domain/server-clock.ts";
import { Catalogue, runCatalogue } from "./catalog.service.ts";

export interface SystemDateReading {
  systemDate: string;
  /** Milliseconds to add to the device's clock to get the server's (domain/server-clock.ts). */
  offsetMs: number;
}

/**
 * Spec §3/§7 GET /parameters/system-date, read once in the browser after hydration: the platform's date and how
 * far the device's clock is from it. Timed out after `timeoutMs` like other after-hydration reads.
 */
export async function readSystemDate(
  options: { baseUrl: string; language: string },
  now: () => number = Date.now,
): Promise<SystemDateReading> {
  const sentAt = now();
  const { systemDate } = await runCatalogue(
    Effect.flatMap(Catalogue, (catalogue) => catalogue.systemDate()),
    { ...options, timeoutMs: 5000 },
  );
  return { systemDate, offsetMs: clockOffsetMs(systemDate, sentAt, now()) };
}
