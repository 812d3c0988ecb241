import { loadCheckoutCourse } from "../checkout/checkout-course.server.ts";
import type { Route } from "./+types/cart.route";
import { useTranslation } from "#src/i18n/react.ts";
import { CartPageView } from "#src/views/cart/cart-page.view.tsx";
import { CheckoutUnavailable } from "#src/views/checkout/checkout-frame.view.tsx";
import { container } from "#src/views/ui/ui.styles.ts";
import { useOwnedCourse } from "#src/stores/global.store.ts";
import { useCart } from "#src/machines/cart/use-cart.ts";
import { useStorefrontOutlet } from "../layouts/storefront-outlet.ts";
import { lazy, Suspense } from "react";

/**
 * /carrinho/{slug} (spec §2; /cart/… and /carrito/… redirect here): the course and its price list from
 * courses/to-cart, rendered on the server. An unknown course is a 404; an inactive one answers 410 with §8's
 * "course no longer available".
 */
// The rest of the cart shows only after hydration (it is read in the browser): its view is a chunk of its own.
const CartLinesView = lazy(() =>
  import("#src/views/cart/cart-lines.view.tsx").then(({ CartLinesView: view }) => ({ default: view })),
);

export function loader({ request, params }: Route.LoaderArgs) {
  return loadCheckoutCourse(request, params.slug);
}

export default function CartRoute({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("cart");
  const { course } = loaderData;
  // The whole cart: this course is added to it (the person's on the server, or this browser's), the rest listed.
  // Read again when someone signs in (the browser's cart moves to their account) or out.
  const cart = useCart(i18n.language, course.friendlyUrl, course.active, useStorefrontOutlet().person);
  // A course the person already has is not sold again: the cart leads to it (issue 28).
  const owned = useOwnedCourse(course.friendlyUrl) !== undefined;
  return (
    <>
      <title>{`${t("title")}: ${course.name} — ${t("common:appName")}`}</title>
      <meta name="robots" content="noindex,nofollow" />
      {course.active ? (
        <CartPageView
          course={course}
          owned={owned}
          alsoInCart={
            cart.state.kind === "ready" &&
            cart.state.held.cart.lines.some((line) => line.course.friendlyUrl !== course.friendlyUrl)
          }
          rest={
            <Suspense fallback={null}>
              <CartLinesView
                current={course.friendlyUrl}
                state={cart.state}
                onRemove={cart.remove}
                onRetry={cart.retry}
              />
            </Suspense>
          }
        />
      ) : (
        <div className={container}>
          <CheckoutUnavailable />
        </div>
      )}
    </>
  );
}
