import { useSearchParams } from "react-router";
import { mayBeSignedIn } from "#src/domain/session-hint.ts";
import { loadCheckoutCourse } from "./checkout-course.server.ts";
import type { Route } from "./+types/checkout.route";
import { useTranslation } from "#src/i18n/react.ts";
import { CheckoutFrame } from "#src/views/checkout/checkout-frame.view.tsx";
import { CheckoutUnavailable } from "#src/views/checkout/checkout-frame.view.tsx";
import { CheckoutFlow } from "./checkout-flow.tsx";
import { minimalFooterHandle } from "../layouts/minimal-footer.ts";

/**
 * /checkout/{product} (spec §2): the course and its plans from courses/to-cart, rendered on the server; the purchase
 * itself (the person's subscription) runs in the browser after hydration, where the session is. An unknown course
 * is a 404; an inactive one answers 410 with §8's "course no longer available".
 */
export const handle = minimalFooterHandle;

export function loader({ request, params }: Route.LoaderArgs) {
  // No session hint: the server renders the signed-out choice itself, not "Carregando…" (issue 28).
  return loadCheckoutCourse(request, params.product, {
    signedOut: !mayBeSignedIn(request.headers.get("cookie")),
  });
}

export default function CheckoutRoute({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation("checkout");
  const { course } = loaderData;
  // The cart carries the voucher the person typed there (?cupom=TAG); the course step checks it like a typed one.
  const cupom = useSearchParams()[0].get("cupom")?.trim().slice(0, 60) ?? "";
  return (
    <>
      <title>{`${t("title")}: ${course.name} — ${t("common:appName")}`}</title>
      <meta name="robots" content="noindex,nofollow" />
      {course.active ? (
        <CheckoutFlow
          key={params.product}
          product={params.product}
          course={course}
          offeredVoucher={cupom || null}
          signedOutHint={loaderData.signedOut}
        />
      ) : (
        <CheckoutFrame
          course={course}
          step="course"
          screen="unavailable"
          summary={null}
          priceChangedTo={null}
        >
          <CheckoutUnavailable />
        </CheckoutFrame>
      )}
    </>
  );
}
