import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "#src/i18n/react.ts";
import type { CartOrderApi, CartOrderStatus } from "#src/machines/cart-order/cart-order.connect.ts";
import { buttonPrimary, buttonSecondary, container } from "../ui/ui.styles.ts";
import { actions, muted, panel } from "../checkout/checkout.styles.ts";
import { MyCoursesOrShopping } from "./cart-line.view.tsx";
import { cartPage } from "./cart.styles.ts";

const signInToPay = `/signin/${encodeURIComponent("/checkout/carrinho")}`;

/**
 * /checkout/carrinho (issue 28, ADR 067): the whole cart paid as one order with one Pix. Signed out, the way to
 * sign in (the cart follows the person); then every course and the total; then the order's Pix (the code first,
 * as on a phone one cannot scan one's own screen), watched until paid; paid, the courses that are now the person's.
 */
export function CartOrderView({
  api,
  status,
  steps,
}: {
  api: CartOrderApi;
  status: CartOrderStatus;
  /** The order's own steps (review, Pix, paid): a chunk of their own, loaded once the cart is read. */
  steps: ReactNode;
}) {
  const { t } = useTranslation("cart");
  return (
    <div className={container}>
      <div className={cartPage}>
        <h1>{t("order.title")}</h1>
        <CartOrderStep api={api} status={status} steps={steps} />
      </div>
    </div>
  );
}

function CartOrderStep({
  api,
  status,
  steps,
}: {
  api: CartOrderApi;
  status: CartOrderStatus;
  steps: ReactNode;
}) {
  const { t } = useTranslation("cart");
  switch (status) {
    case "loading":
      return (
        <p role="status" className={muted}>
          {t("order.loading")}
        </p>
      );
    case "signedOut":
      return (
        <StepPanel heading={t("order.signedOut.heading")}>
          <p>{t("order.signedOut.lead")}</p>
          <div className={actions}>
            <Link to={signInToPay} className={buttonPrimary}>
              {t("order.signedOut.signIn")}
            </Link>
            <Link to="/" className={buttonSecondary}>
              {t("keepShopping")}
            </Link>
          </div>
        </StepPanel>
      );
    case "loadFailed":
      return (
        <StepPanel heading={t("order.loadFailed")}>
          <div className={actions}>
            <button type="button" className={buttonPrimary} onClick={api.retry}>
              {t("retry")}
            </button>
          </div>
        </StepPanel>
      );
    case "empty":
      return (
        <StepPanel heading={t("order.empty")}>
          <MyCoursesOrShopping />
        </StepPanel>
      );
    default:
      return steps;
  }
}

/** A step of the order page: a panel named by its heading. */
function StepPanel({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className={panel} aria-labelledby="cart-order-step">
      <h2 id="cart-order-step">{heading}</h2>
      {children}
    </section>
  );
}
