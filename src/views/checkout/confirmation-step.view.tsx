import { Link } from "react-router";
import { formatBrl } from "#src/domain/catalog/money.ts";
import { cardDenialReasons } from "#src/domain/payments/card-denial.ts";
import type { Language } from "#src/domain/language.ts";
import { useTranslation } from "#src/i18n/react.ts";
import type { Translate } from "#src/i18n/translator.ts";
import type {
  ConfirmationApi,
  PaymentView,
} from "#src/machines/subscription-checkout/subscription-checkout.connect.ts";
import { FormAlert } from "../ui/form-fields.view.tsx";
import { buttonPrimary, buttonSecondary } from "../ui/ui.styles.ts";
import { actions, muted, panel } from "./checkout.styles.ts";
import { PixPaymentView } from "./pix-payment.view.tsx";
import { SlipPaymentView } from "./slip-payment.view.tsx";

/** Where the person asks for help (the marketplace's WhatsApp, else its e-mail), as the footer shows it. */
export interface SupportContact {
  href: string;
  label: string;
}

interface ConfirmationStepProps {
  api: ConfirmationApi;
  courseName: string;
  support: SupportContact;
  /** A quick purchase's new account: where its temporary password went (My Courses asks to change it first). */
  temporaryPasswordSentTo?: string | null;
}

/**
 * Step 3 (spec §4 purchase states, §8 purchase messages): what was bought, how it is paid and what happens next —
 * Pix paid at once, boleto within 2 business days of payment, card approved, waiting for the operator or denied
 * (with the support contact and a way back to another payment) — and links to My Purchases and My Courses.
 */
export function ConfirmationStepView({
  api,
  courseName,
  support,
  temporaryPasswordSentTo = null,
}: ConfirmationStepProps) {
  const { t } = useTranslation("checkout");
  const payment = api.payment;
  return (
    <section className={panel} aria-labelledby="checkout-confirmation-title">
      {api.status === "paid" ? (
        <Paid payment={payment} courseName={courseName} temporaryPasswordSentTo={temporaryPasswordSentTo} />
      ) : payment?.method === "pix" ? (
        <PixPaymentView api={api} pix={payment} />
      ) : payment?.method === "boleto" ? (
        <SlipPaymentView slip={payment} subscriptionId={api.subscriptionId} />
      ) : api.status === "cardDenied" ? (
        <>
          <h2 id="checkout-confirmation-title">{t("card.deniedHeading")}</h2>
          <FormAlert message={t(deniedMessageKey(payment))} />
          <p>
            {t("card.support")}{" "}
            <a href={support.href} rel="noopener noreferrer" target="_blank">
              {support.label}
            </a>
          </p>
        </>
      ) : (
        <>
          <h2 id="checkout-confirmation-title">{t("card.pendingHeading")}</h2>
          <p role="status">{t("card.pending")}</p>
        </>
      )}
      {api.status === "watchInterrupted" && (
        <>
          <FormAlert message={t("confirmation.watchInterrupted")} />
          <div className={actions}>
            <button type="button" className={buttonPrimary} onClick={api.checkAgain}>
              {t("confirmation.checkAgain")}
            </button>
          </div>
        </>
      )}
      {api.status !== "paid" && api.status !== "awaitingCard" && (
        <div className={actions}>
          <button type="button" className={buttonSecondary} onClick={api.changeMethod}>
            {t(api.status === "cardDenied" ? "card.tryAgain" : "confirmation.changeMethod")}
          </button>
        </div>
      )}
    </section>
  );
}

/** The refusal's reason in the customer's language; a reason this page has no words for reads as `other`. */
const deniedMessageKey = (payment: PaymentView | null) => {
  const reason = payment?.method === "card" ? payment.denialReason : null;
  return `card.denied.${reason && (cardDenialReasons as readonly string[]).includes(reason) ? reason : "other"}`;
};

const paidWith = (payment: PaymentView | null, t: Translate, language: Language) => {
  if (payment?.method === "card")
    return t("paid.card", {
      brand: t(`card.brands.${payment.brand}`),
      last4: payment.last4,
      count: payment.installments,
      value: formatBrl(payment.installmentValue, language),
    });
  return t(payment?.method === "boleto" ? "paid.boleto" : "paid.pix");
};

function Paid({
  payment,
  courseName,
  temporaryPasswordSentTo,
}: {
  payment: PaymentView | null;
  courseName: string;
  temporaryPasswordSentTo: string | null;
}) {
  const { t, i18n } = useTranslation("checkout");
  const language = i18n.language as Language;
  return (
    <>
      <h2 id="checkout-confirmation-title">{t("paid.heading")}</h2>
      <p role="status">{t("paid.bought", { course: courseName })}</p>
      <p>
        {paidWith(payment, t, language)}
        {payment ? ` — ${formatBrl(payment.amount, language)}` : ""}
      </p>
      <p className={muted}>{t("paid.next")}</p>
      {temporaryPasswordSentTo && (
        <p>
          <strong>{t("paid.temporaryPassword", { email: temporaryPasswordSentTo })}</strong>{" "}
          {t("paid.temporaryPasswordNext")}
        </p>
      )}
      <div className={actions}>
        <Link
          to={
            // A new account's first stop is its own password (spec §6), then My Courses.
            temporaryPasswordSentTo
              ? `/auth/password/expired?returnUrl=${encodeURIComponent("/meus-cursos")}`
              : "/meus-cursos"
          }
          className={buttonPrimary}
        >
          {t("paid.myCourses")}
        </Link>
        <Link to="/minhas-compras" className={buttonSecondary}>
          {t("paid.myPurchases")}
        </Link>
      </div>
    </>
  );
}
