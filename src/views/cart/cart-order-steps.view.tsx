import { Fragment } from "react";
import { Link } from "react-router";
import { formatBrl } from "../../domain/catalog/money.ts";
import type { Language } from "../../domain/language.ts";
import { useTranslation } from "../../i18n/react.ts";
import type {
  Cart,
  CartOrder,
  CartOrderApi,
  CartOrderStatus,
} from "../../machines/cart-order/cart-order.connect.ts";
import { FormAlert } from "../ui/form-fields.view.tsx";
import { buttonPrimary, buttonSecondary } from "../ui/ui.styles.ts";
import { actions, muted, panel, totalRow, totals } from "../checkout/checkout.styles.ts";
import { PaymentAssurance } from "../checkout/payment-assurance.view.tsx";
import { PixCodeView } from "../checkout/pix-payment.view.tsx";
import { CartCourseLine } from "./cart-line.view.tsx";
import { cartLines } from "./cart.styles.ts";

/** The order's steps once the cart is read (ADR 067): every course and the total, the order's Pix, paid. */
export function CartOrderSteps({ api, status }: { api: CartOrderApi; status: CartOrderStatus }) {
  switch (status) {
    case "review":
    case "placing":
      return <OrderReview api={api} cart={api.cart!} placing={status === "placing"} />;
    case "paid":
      return <OrderPaid order={api.order!} />;
    default:
      return <OrderPix api={api} order={api.order!} status={status} />;
  }
}

function OrderReview({ api, cart, placing }: { api: CartOrderApi; cart: Cart; placing: boolean }) {
  const { t, i18n } = useTranslation("cart");
  const money = (value: number) => formatBrl(value, i18n.language as Language);
  return (
    <section className={panel} aria-labelledby="cart-order-step">
      <h2 id="cart-order-step">{t("order.courses")}</h2>
      <ul className={cartLines}>
        {cart.lines.map(({ course, cashTotal, owned }) => (
          <CartCourseLine key={course.friendlyUrl} course={course}>
            <p>{owned ? t("order.owned") : money(cashTotal)}</p>
          </CartCourseLine>
        ))}
      </ul>
      <dl className={totals}>
        <dt>{t("order.subtotal")}</dt>
        <dd>{money(cart.subtotal)}</dd>
        {cart.subtotal > cart.cashTotal && (
          <>
            <dt>{t("order.discounts")}</dt>
            <dd>−{money(cart.subtotal - cart.cashTotal)}</dd>
          </>
        )}
        <dt className={totalRow}>{t("order.total")}</dt>
        <dd className={totalRow}>{money(cart.cashTotal)}</dd>
      </dl>
      {api.failureKey && <FormAlert message={t(api.failureKey)} />}
      <div className={actions}>
        <button type="button" className={buttonPrimary} onClick={api.pay} disabled={placing}>
          {placing ? t("order.placing") : t("order.pay", { total: money(cart.cashTotal) })}
        </button>
      </div>
      <PaymentAssurance secure={t("order.security")} />
    </section>
  );
}

function OrderItems({ order }: { order: CartOrder }) {
  const { t, i18n } = useTranslation("cart");
  const money = (value: number) => formatBrl(value, i18n.language as Language);
  return (
    <>
      <p className={muted}>{t("order.orderNumber", { number: order.transactionNumber })}</p>
      <dl className={totals}>
        {order.items.map((item) => (
          <Fragment key={item.friendlyUrl}>
            <dt>{item.name}</dt>
            <dd>{money(item.total)}</dd>
          </Fragment>
        ))}
        <dt className={totalRow}>{t("order.total")}</dt>
        <dd className={totalRow}>{money(order.total)}</dd>
      </dl>
    </>
  );
}

function OrderPix({ api, order, status }: { api: CartOrderApi; order: CartOrder; status: CartOrderStatus }) {
  const { t } = useTranslation("cart");
  return (
    <>
      <section className={panel} aria-labelledby="cart-order-pix">
        {order.pix && (
          <PixCodeView
            pix={order.pix}
            headingId="cart-order-pix"
            expired={status === "pixExpired" || status === "renewingPix"}
            renewing={status === "renewingPix"}
            alert={api.failureKey ? t(api.failureKey) : null}
            onRenew={api.renewPix}
          />
        )}
        {status === "watchInterrupted" && (
          <>
            <FormAlert message={t("order.watchInterrupted")} />
            <div className={actions}>
              <button type="button" className={buttonSecondary} onClick={api.checkAgain}>
                {t("order.checkAgain")}
              </button>
            </div>
          </>
        )}
      </section>
      <section className={panel} aria-labelledby="cart-order-step">
        <h2 id="cart-order-step">{t("order.courses")}</h2>
        <OrderItems order={order} />
      </section>
    </>
  );
}

function OrderPaid({ order }: { order: CartOrder }) {
  const { t } = useTranslation("cart");
  return (
    <section className={panel} aria-labelledby="cart-order-step">
      <div role="status">
        <h2 id="cart-order-step">{t("order.paid.heading")}</h2>
        <p>{t("order.paid.lead", { count: order.items.length })}</p>
      </div>
      <OrderItems order={order} />
      <div className={actions}>
        <Link to="/meus-cursos" className={buttonPrimary}>
          {t("order.paid.myCourses")}
        </Link>
      </div>
    </section>
  );
}
