import type { FastBuyApi } from "./fast-buy.connect.ts";
import type { FastBuyEvent } from "./fast-buy.types.ts";

/** What the form shows before the machine has loaded (nothing in flight); `send` queues the events. */
export const idleFastBuy = (send: (event: FastBuyEvent) => void): FastBuyApi => ({
  isSubmitting: false,
  isCreated: false,
  problems: {},
  failureKey: null,
  submit: (form, captcha) => send({ type: "SUBMIT", form, captcha }),
});
