import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { formatBrl, installmentsLabel } from "#src/domain/catalog/money.ts";
import type { Language } from "#src/domain/language.ts";
import { useTranslation } from "#src/i18n/react.ts";
import type { CheckoutCourseView } from "#src/machines/subscription-checkout/checkout-view-model.ts";
import { TextField } from "../ui/form-fields.view.tsx";
import { buttonPrimary, buttonSecondary, container } from "../ui/ui.styles.ts";
import { actions, muted, panel } from "../checkout/checkout.styles.ts";
import { cartCourse, cartPage, cartPrice, oldPrice, savings } from "./cart.styles.ts";

/** The plans' best offers: the most card installments (and their value) and the cash price, when they exist. */
function offers(course: CheckoutCourseView) {
  const card = course.plans
    .filter((plan) => plan.paymentCondition === 1)
    .reduce<CheckoutCourseView["plans"][number] | null>(
      (best, plan) => (best === null || plan.installments > best.installments ? plan : best),
      null,
    );
  const cash = course.plans.find((plan) => plan.paymentCondition === 2) ?? null;
  return { card: card && card.installments > 1 ? card : null, cash };
}

/**
 * The cart (spec §2): the page's course, its price as the price list says it, and the way on to its checkout;
 * below it the rest of the cart (`rest`, several courses since issue 28). The
 * voucher typed here travels as ?cupom= and is applied there, where the purchase exists. A plain GET form, so
 * it works before the scripts load; the checkout asks a signed-out visitor to sign in or buy quickly.
 */
export function CartPageView({
  course,
  owned,
  rest,
  alsoInCart,
}: {
  course: CheckoutCourseView;
  owned: boolean;
  /** Other courses are in the cart: the way on says it is this course's (each is bought on its own for now). */
  alsoInCart: boolean;
  /** The rest of the cart (ADR 067), read after hydration. */
  rest: ReactNode;
}) {
  const { t, i18n } = useTranslation("cart");
  const language = i18n.language as Language;
  const money = (value: number) => formatBrl(value, language);
  const { card, cash } = offers(course);
  const discounted = course.oldPrice !== null && course.oldPrice > course.newPrice;
  return (
    <div className={container}>
      <div className={cartPage}>
        <h1>{t("title")}</h1>
        <section className={panel} aria-labelledby="cart-course-title">
          <div className={cartCourse}>
            <img src={course.image.src} alt="" width={160} height={90} />
            <div>
              <h2 id="cart-course-title">
                <Link to={`/curso/${course.friendlyUrl}`}>{course.name}</Link>
              </h2>
              {course.institution && <p className={muted}>{course.institution}</p>}
              <p className={muted}>{t("loadHours", { count: course.loadHours })}</p>
            </div>
          </div>
          <div className={cartPrice}>
            {discounted && (
              <p>
                <span className={oldPrice}>{t("from", { price: money(course.oldPrice!) })}</span>{" "}
                <span className={savings}>{t("discount", { percent: course.discountPercentage })}</span>
              </p>
            )}
            <p>
              <strong>{t("price", { price: money(course.newPrice) })}</strong>
            </p>
            {card && (
              <p>
                {t("installments", {
                  label: installmentsLabel(card.installments, card.installmentValue, language),
                })}
              </p>
            )}
            {cash && <p>{t("cash", { price: money(cash.total) })}</p>}
          </div>
          <p className={muted}>{t("methods")}</p>
          <p className={muted}>{t("guarantee")}</p>
        </section>
        {rest}
        {owned ? (
          <section className={panel} aria-labelledby="cart-next">
            <h2 id="cart-next">{t("owned")}</h2>
            <div className={actions}>
              <Link to="/meus-cursos" className={buttonPrimary}>
                {t("goToMyCourses")}
              </Link>
              <Link to="/" className={buttonSecondary}>
                {t("keepShopping")}
              </Link>
            </div>
          </section>
        ) : (
          <Form
            method="get"
            action={`/checkout/${course.friendlyUrl}`}
            className={panel}
            aria-labelledby="cart-next"
          >
            <h2 id="cart-next">{alsoInCart ? t("nextOf", { name: course.name }) : t("next")}</h2>
            <TextField
              id="cart-voucher"
              name="cupom"
              label={t("voucher")}
              hint={t("voucherHint")}
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={40}
            />
            <div className={actions}>
              <button type="submit" className={buttonPrimary}>
                {t("continue")}
              </button>
              <Link to="/" className={buttonSecondary}>
                {t("keepShopping")}
              </Link>
            </div>
          </Form>
        )}
      </div>
    </div>
  );
}
