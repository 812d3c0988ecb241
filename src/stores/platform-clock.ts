import { useState } from "react";
import { saoPauloDate } from "../domain/payments/business-days.ts";
import { serverNowMs } from "../domain/server-clock.ts";
import { globalStore, useGlobalState } from "./global.store.ts";

/**
 * The platform's "now" (spec §3 systemDate): the device's clock plus the offset measured once against
 * GET /parameters/system-date, so a device whose clock is wrong by minutes or days still shows the platform's
 * time and day. Before the offset is known (and on the server) it is the clock at hand.
 */
export const platformNow = (): Date =>
  new Date(serverNowMs(globalStore.getState().clockOffsetMs, Date.now()));

/** Today in Brazil by the platform's clock (YYYY-MM-DD) as the page opened, again once the offset is measured. */
export function usePlatformToday(): string {
  const offset = useGlobalState((state) => state.clockOffsetMs);
  const [openedAt] = useState(() => Date.now());
  return saoPauloDate(new Date(serverNowMs(offset, openedAt)));
}
