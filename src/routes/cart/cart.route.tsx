import { loadCheckoutCourse } from "../checkout/checkout-course.server.ts";
import type { Route } from "./+types/cart.route";
import { useTranslation } from "../../i18n/react.ts";
import { CartPageView } from "../../views/cart/cart-page.view.tsx";
import { CheckoutUnavailable } from "../../views/checkout/checkout-frame.view.tsx";
import { container } from "../../views/ui/ui.styles.ts";
import { useOwnsCourse } from "../../stores/global.store.ts";

/**
 * /carrinho/{slug} (spec §2; /cart/… and /carrito/… redirect here): the course and its price list from
 * courses/to-cart, rendered on the server. An unknown course is a 404; an inactive one answers 410 with §8's
 * "course no longer available".
 */
export function loader({ request, params }: Route.LoaderArgs) {
  return loadCheckoutCourse(request, params.slug);
}

export default function CartRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("cart");
  const { course } = loaderData;
  // A course the person already has is not sold again: the cart leads to it (issue 28).
  const owned = useOwnsCourse(course.friendlyUrl);
  return (
    <>
      <title>{`${t("title")}: ${course.name} — ${t("common:appName")}`}</title>
      <meta name="robots" content="noindex,nofollow" />
      {course.active ? (
        <CartPageView course={course} owned={owned} />
      ) : (
        <div className={container}>
          <CheckoutUnavailable />
        </div>
      )}
    </>
  );
}
