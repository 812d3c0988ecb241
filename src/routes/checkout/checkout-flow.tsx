import { lazy, Suspense, useEffect, useState } from "react";
import type { CheckoutCourseView } from "#src/machines/subscription-checkout/subscription-checkout.connect.ts";
import { useSubscriptionCheckout } from "#src/machines/subscription-checkout/use-subscription-checkout.ts";
import { useRootData } from "../root-data.ts";
import { CheckoutFrame } from "#src/views/checkout/checkout-frame.view.tsx";
import { CheckoutLoading } from "#src/views/checkout/checkout-frame.view.tsx";
import { CheckoutSignedOut } from "#src/views/checkout/checkout-status.view.tsx";

// The steps (and the card rules and the Pix/boleto views they import) load after hydration with the machine.
const loadSteps = () => import("./checkout-steps.tsx");
const CheckoutSteps = lazy(loadSteps);

/**
 * The three checkout steps for one course (spec §2, §4), for /checkout/{product} and for /fast-buy/{product} once
 * its account exists: `course` is the server-rendered summary shown until the person's subscription is loaded.
 * Needs the marketplace layout (support contact) and a stored token (else it offers sign-in and quick purchase).
 */
export function CheckoutFlow({
  product,
  course,
  offeredVoucher = null,
  temporaryPasswordSentTo = null,
  signedOutHint = false,
}: {
  product: string;
  course: CheckoutCourseView;
  /** A voucher tag the cart carried (?cupom=), applied once on the course step. */
  offeredVoucher?: string | null;
  /** The quick purchase made the account: its temporary password went to this e-mail (said once paid). */
  temporaryPasswordSentTo?: string | null;
  /** No session hint came with the request: the first render is the signed-out choice (src/domain/session-hint.ts). */
  signedOutHint?: boolean;
}) {
  const { language } = useRootData();
  const api = useSubscriptionCheckout({ language, product, signedOutHint });
  // The cart's voucher is offered once per visit: removed after the person went to the payment and back, it stays
  // removed (the course step mounts again then).
  const [voucherOffer, setVoucherOffer] = useState(offeredVoucher);
  useEffect(() => void loadSteps(), []);
  const shown = api.course ?? course;
  return (
    <CheckoutFrame
      course={shown}
      step={api.step}
      screen={api.screen}
      summary={api.summary}
      priceChangedTo={api.priceChangedTo}
      onBackToCourse={api.paymentStep && !api.paymentStep.isPaying ? api.paymentStep.back : null}
    >
      {api.screen === "loading" ? (
        <CheckoutLoading />
      ) : api.screen === "signedOut" ? (
        // Not behind the lazy steps: the server renders it whole, and the browser hydrates it at once (issue 28).
        <CheckoutSignedOut product={product} voucher={voucherOffer} />
      ) : (
        <Suspense fallback={<CheckoutLoading />}>
          <CheckoutSteps
            api={api}
            language={language}
            product={product}
            course={shown}
            offeredVoucher={voucherOffer}
            onVoucherOfferTaken={() => setVoucherOffer(null)}
            temporaryPasswordSentTo={temporaryPasswordSentTo}
          />
        </Suspense>
      )}
    </CheckoutFrame>
  );
}
