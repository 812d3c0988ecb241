import { Link } from "react-router";
import { formatBrl } from "#src/domain/catalog/money.ts";
import type { Language } from "#src/domain/language.ts";
import { useTranslation } from "#src/i18n/react.ts";
import type { CartState } from "#src/machines/cart/use-cart.ts";
import { buttonPrimary, buttonSecondary } from "../ui/ui.styles.ts";
import { actions, muted, panel } from "../checkout/checkout.styles.ts";
import { CartCourseLine } from "./cart-line.view.tsx";
import { cartLines } from "./cart.styles.ts";

/**
 * The rest of the cart beside the page's own course (ADR 067): each course with its price as its checkout will
 * charge it, the way to buy it, and a button that takes it out. Read after hydration; the server renders none.
 */
export function CartLinesView({
  current,
  state,
  onRemove,
  onRetry,
}: {
  current: string;
  state: CartState;
  onRemove(course: string): void;
  onRetry(): void;
}) {
  const { t, i18n } = useTranslation("cart");
  const money = (value: number) => formatBrl(value, i18n.language as Language);
  if (state.kind === "loading") return null;
  if (state.kind === "failed")
    return (
      <section className={panel} aria-labelledby="cart-rest">
        <h2 id="cart-rest">{t("rest")}</h2>
        <p role="alert">{t("restFailed")}</p>
        <div className={actions}>
          <button type="button" className={buttonSecondary} onClick={onRetry}>
            {t("retry")}
          </button>
        </div>
      </section>
    );
  const { lines } = state.held.cart;
  const others = lines.filter((line) => line.course.friendlyUrl !== current);
  // Said once the cart holds this course (a screen reader hears it; the page's course is already shown).
  const count = (
    <p role="status" className={muted}>
      {t("count", { count: lines.length })}
    </p>
  );
  if (others.length === 0) return count;
  return (
    <section className={panel} aria-labelledby="cart-rest">
      <h2 id="cart-rest">{t("rest")}</h2>
      {count}
      <p className={muted}>{t(state.held.where === "server" ? "keptOnAccount" : "keptOnDevice")}</p>
      <ul className={cartLines}>
        {others.map(({ course, cashTotal, owned }) => (
          <CartCourseLine key={course.friendlyUrl} course={course}>
            {owned ? (
              <p>{t("lineOwned")}</p>
            ) : (
              <p>
                {t("price", { price: money(course.newPrice) })}
                {cashTotal < course.newPrice && (
                  <>
                    {" "}
                    <span className={muted}>{t("cash", { price: money(cashTotal) })}</span>
                  </>
                )}
              </p>
            )}
            <div className={actions}>
              {owned ? (
                <Link to="/meus-cursos" className={buttonSecondary}>
                  {t("goToMyCourses")}
                </Link>
              ) : (
                <Link
                  to={`/checkout/${course.friendlyUrl}`}
                  className={buttonSecondary}
                  aria-label={t("buyThis", { name: course.name })}
                >
                  {t("buy")}
                </Link>
              )}
              <button
                type="button"
                className={buttonSecondary}
                aria-label={t("removeThis", { name: course.name })}
                disabled={state.removing !== null}
                onClick={() => onRemove(course.friendlyUrl)}
              >
                {state.removing === course.friendlyUrl ? t("removing") : t("remove")}
              </button>
            </div>
          </CartCourseLine>
        ))}
      </ul>
      {state.removeFailed && <p role="alert">{t("removeFailed")}</p>}
      <PayAll lines={lines} total={state.held.cart.cashTotal} />
    </section>
  );
}

type CartLine = Extract<CartState, { kind: "ready" }>["held"]["cart"]["lines"][number];

/** Two courses or more to pay: the whole cart in one order with one Pix (ADR 067). */
function PayAll({ lines, total }: { lines: readonly CartLine[]; total: number }) {
  const { t, i18n } = useTranslation("cart");
  const count = lines.filter((line) => !line.owned).length;
  if (count < 2) return null;
  return (
    <div aria-labelledby="cart-pay-all">
      <h3 id="cart-pay-all">{t("payAll.heading")}</h3>
      <p>{t("payAll.lead", { count, total: formatBrl(total, i18n.language as Language) })}</p>
      <div className={actions}>
        <Link to="/checkout/carrinho" className={buttonPrimary}>
          {t("payAll.go", { count })}
        </Link>
      </div>
    </div>
  );
}
