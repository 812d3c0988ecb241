import { Fragment, type FormEvent } from "react";
import { Link } from "react-router";
import { formatBrl } from "#src/domain/catalog/money.ts";
import type { Language } from "#src/domain/language.ts";
import { useTranslation } from "#src/i18n/react.ts";
import type {
  Cart,
  CartOrder,
  CartOrderApi,
  CartOrderQuote,
  CartOrderStatus,
} from "#src/machines/cart-order/cart-order.connect.ts";
import { FormAlert, TextField } from "../ui/form-fields.view.tsx";
import { buttonPrimary, buttonSecondary } from "../ui/ui.styles.ts";
import { actions, inlineForm, muted, panel, totalRow, totals } from "../checkout/checkout.styles.ts";
import { PaymentAssurance } from "../checkout/payment-assurance.view.tsx";
import { PixCodeView } from "../checkout/pix-payment.view.tsx";
import { SlipPaymentView } from "../checkout/slip-payment.view.tsx";
import { OrderPayment } from "./cart-order-payment.view.tsx";
import { CartCourseLine } from "./cart-line.view.tsx";
import { cartLines } from "./cart.styles.ts";

/** The order's steps once the cart is read (ADR 067): every course and the total, the order's Pix, paid. */
export function CartOrderSteps({ api, status }: { api: CartOrderApi; status: CartOrderStatus }) {
  const { t } = useTranslation("cart");
  switch (status) {
    case "quoting":
    case "review":
    case "placing":
      return api.quote ? (
        <OrderReview api={api} cart={api.cart!} quote={api.quote} busy={status !== "review"} />
      ) : (
        <p role="status" className={muted}>
          {t("order.loading")}
        </p>
      );
    case "paid":
      return <OrderPaid order={api.order!} />;
    default:
      return <OrderPix api={api} order={api.order!} status={status} />;
  }
}

const totalKey = { pix: "order.total", boleto: "order.totalBoleto", card: "order.totalCard" } as const;

function OrderReview({
  api,
  cart,
  quote,
  busy,
}: {
  api: CartOrderApi;
  cart: Cart;
  quote: CartOrderQuote;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation("cart");
  const money = (value: number) => formatBrl(value, i18n.language as Language);
  const priced = new Map(quote.items.map((item) => [item.friendlyUrl, item]));
  const voucherRefused = api.failureKey === "order.failure.voucher";
  const onVoucher = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const tag = String(new FormData(event.currentTarget).get("voucher") ?? "").trim();
    if (tag !== "") api.applyVoucher(tag);
  };
  return (
    <section className={panel} aria-labelledby="cart-order-step">
      <h2 id="cart-order-step">{t("order.courses")}</h2>
      <ul className={cartLines}>
        {cart.lines.map(({ course, owned }) => {
          const item = priced.get(course.friendlyUrl);
          return (
            <CartCourseLine key={course.friendlyUrl} course={course}>
              {owned || !item ? (
                <p>{t("order.owned")}</p>
              ) : (
                <>
                  <p>{money(item.total)}</p>
                  {item.voucherDiscount > 0 && quote.voucher && (
                    <p className={muted}>
                      {t("order.voucherLine", { ...quote.voucher, amount: money(item.voucherDiscount) })}
                    </p>
                  )}
                </>
              )}
            </CartCourseLine>
          );
        })}
      </ul>
      <dl className={totals}>
        <dt>{t("order.subtotal")}</dt>
        <dd>{money(quote.subtotal)}</dd>
        {quote.discounts > 0 && (
          <>
            <dt>{t("order.discounts")}</dt>
            <dd>−{money(quote.discounts)}</dd>
          </>
        )}
        <dt className={totalRow}>{t(totalKey[api.method])}</dt>
        <dd className={totalRow}>{money(quote.total)}</dd>
      </dl>
      {quote.voucher ? (
        <div className={actions}>
          <p role="status">{t("checkout:course.voucherApplied", quote.voucher)}</p>
          <button type="button" className={buttonSecondary} onClick={api.removeVoucher} disabled={busy}>
            {t("checkout:course.removeVoucher")}
          </button>
        </div>
      ) : (
        <form className={inlineForm} onSubmit={onVoucher} noValidate>
          <TextField
            id="cart-order-voucher"
            name="voucher"
            label={t("checkout:course.voucher")}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={40}
            error={voucherRefused ? t("order.failure.voucher") : null}
          />
          <button type="submit" className={buttonSecondary} disabled={busy}>
            {api.status === "quoting" ? t("checkout:course.applying") : t("checkout:course.applyVoucher")}
          </button>
        </form>
      )}
      {api.failureKey && !voucherRefused && <FormAlert message={t(api.failureKey)} />}
      <OrderPayment api={api} quote={quote} busy={busy} />
      <PaymentAssurance secure={t(api.method === "card" ? "checkout:payment.secure" : "order.security")} />
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
        <dt className={totalRow}>{t(totalKey[order.payment?.method ?? "pix"])}</dt>
        <dd className={totalRow}>{money(order.total)}</dd>
      </dl>
    </>
  );
}

function OrderPix({ api, order, status }: { api: CartOrderApi; order: CartOrder; status: CartOrderStatus }) {
  const { t } = useTranslation("cart");
  return (
    <>
      <section
        className={panel}
        aria-labelledby={
          order.payment?.method === "boleto" ? "checkout-confirmation-title" : "cart-order-pix"
        }
      >
        {order.payment?.method === "boleto" && (
          <SlipPaymentView
            slip={{
              ...order.payment,
              slipUrl: order.payment.slipUrl ?? null,
              issuedOn: order.payment.issuedOn ?? null,
              payer: null,
              beneficiary: null,
            }}
            subscriptionId={order.paymentSubscriptionId}
          />
        )}
        {order.payment?.method === "card" && (
          <div role="status">
            <h2 id="cart-order-pix">{t("order.cardReview.heading")}</h2>
            <p>{t("order.cardReview.lead")}</p>
          </div>
        )}
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
