import type { PaymentView } from "./checkout-view-model.ts";

export type SlipView = Extract<PaymentView, { method: "boleto" }> & {
  transactionNumber: string;
  course: string;
  /** The course's friendly URL: its checkout makes a new slip when this one expired. */
  courseUrl: string;
  /** The purchase awaits payment again (a lapsed or cancelled slip reopened it): a new slip can be made. */
  reopened: boolean;
};

export type SlipResult =
  | { kind: "loading" }
  | { kind: "signedOut" }
  | { kind: "notFound" }
  | { kind: "failed" }
  | { kind: "ready"; slip: SlipView };
