import { Link } from "react-router";
import { useTranslation } from "../../i18n/react.ts";
import { FormAlert } from "../ui/form-fields.view.tsx";
import { buttonSecondary } from "../ui/ui.styles.ts";
import { actions, panel } from "./checkout.styles.ts";

// What the checkout page shows before its steps have loaded (the server's render) and for a course that left the
// catalogue; the other screens (signed out, load failed) load with the steps.

/** Before the purchase is loaded (also what the server renders: the session lives in the browser). */
export function CheckoutLoading() {
  const { t } = useTranslation("checkout");
  return (
    <section className={panel} aria-labelledby="checkout-status-title">
      <h2 id="checkout-status-title">{t("course.heading")}</h2>
      <p role="status">{t("loading")}</p>
    </section>
  );
}

/** Spec §8 "course no longer available" (the subscription's course answered 404 after the page was served). */
export function CheckoutUnavailable() {
  const { t } = useTranslation("checkout");
  return (
    <section className={panel} aria-labelledby="checkout-status-title">
      <h2 id="checkout-status-title">{t("unavailable.heading")}</h2>
      <FormAlert message={t("unavailable.message")} />
      <div className={actions}>
        <Link to="/" className={buttonSecondary}>
          {t("unavailable.home")}
        </Link>
      </div>
    </section>
  );
}
