import { Link } from "react-router";
import { fastBuyPath, signInPath } from "./checkout-paths.ts";
import { useTranslation } from "#src/i18n/react.ts";
import { FormAlert } from "../ui/form-fields.view.tsx";
import { buttonPrimary, buttonSecondary } from "../ui/ui.styles.ts";
import { actions, muted, panel } from "./checkout.styles.ts";

/** Where a person without a session goes: sign in and come back, or buy without registering. */

/** Not signed in (spec §2): sign in to buy, or the quick purchase without registration. */
export function CheckoutSignedOut({ product, voucher }: { product: string; voucher: string | null }) {
  const { t } = useTranslation("checkout");
  return (
    <section className={panel} aria-labelledby="checkout-status-title">
      <h2 id="checkout-status-title">{t("signedOut.heading")}</h2>
      <p>{t("signedOut.lead")}</p>
      <div className={actions}>
        <Link to={signInPath(product, voucher)} className={buttonPrimary}>
          {t("signedOut.signIn")}
        </Link>
        <Link to={fastBuyPath(product, voucher)} className={buttonSecondary}>
          {t("signedOut.fastBuy")}
        </Link>
      </div>
      <p className={muted}>{t("signedOut.fastBuyHint")}</p>
    </section>
  );
}

/**
 * Spec §8 "quick-purchase load failed": create-or-recover gave nothing (logged); try again or sign in again.
 * `messageKey`: a reason the page can name instead (an operator acting as the person cannot buy, ADR 050).
 */
export function CheckoutLoadFailed({
  product,
  onRetry,
  messageKey = null,
}: {
  product: string;
  onRetry(): void;
  messageKey?: string | null;
}) {
  const { t } = useTranslation("checkout");
  return (
    <section className={panel} aria-labelledby="checkout-status-title">
      <h2 id="checkout-status-title">{t("loadFailed.heading")}</h2>
      <FormAlert message={t(messageKey ?? "loadFailed.message")} />
      <div className={actions}>
        <button type="button" className={buttonPrimary} onClick={onRetry}>
          {t("loadFailed.retry")}
        </button>
        <Link to={signInPath(product)} className={buttonSecondary}>
          {t("loadFailed.signIn")}
        </Link>
      </div>
    </section>
  );
}

export { CheckoutLoading, CheckoutUnavailable } from "./checkout-frame.view.tsx";
