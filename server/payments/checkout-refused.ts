/** Why a checkout call was refused; the handlers turn each into its problem of the shared contract. */
export type Refusal =
  | { kind: "unauthenticated" }
  | { kind: "notFound"; detail: string }
  | { kind: "invalid"; field: string; detail: string }
  | {
      kind: "conflict";
      code:
        | "paymentInProgress"
        | "emailExists"
        | "cpfExists"
        | "alreadyPaid"
        | "notCancellable"
        | "cancellationPending"
        | "methodUnavailable"
        | "examClosed"
        | "streamingElsewhere";
      detail: string;
      field?: string;
    }
  | { kind: "keyReused"; detail: string }
  | { kind: "captcha"; detail: string }
  | { kind: "unavailable"; detail: string };

export class CheckoutRefused extends Error {
  readonly refusal: Refusal;
  constructor(refusal: Refusal) {
    super(refusal.kind);
    this.name = "CheckoutRefused";
    this.refusal = refusal;
  }
}

export const notFound = (detail: string) => new CheckoutRefused({ kind: "notFound", detail });

/** An unknown id and someone else's answer alike, so ids cannot be probed. */
export const noSuchSubscription = () => notFound("No subscription of yours has this id.");

export const invalid = (field: string, detail: string) =>
  new CheckoutRefused({ kind: "invalid", field, detail });

export const alreadyPaid = () =>
  new CheckoutRefused({ kind: "conflict", code: "alreadyPaid", detail: "This purchase is already paid." });

export const paymentInProgress = (
  detail = "A payment of this purchase is being processed; try again shortly.",
) => new CheckoutRefused({ kind: "conflict", code: "paymentInProgress", detail });
