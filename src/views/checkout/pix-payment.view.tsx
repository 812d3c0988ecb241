import { formatBrl } from "#src/domain/catalog/money.ts";
import type { Language } from "#src/domain/language.ts";
import { useTranslation } from "#src/i18n/react.ts";
import type {
  ConfirmationApi,
  PaymentView,
} from "#src/machines/subscription-checkout/subscription-checkout.connect.ts";
import { FormAlert } from "../ui/form-fields.view.tsx";
import { field } from "../ui/form.styles.ts";
import { buttonPrimary } from "../ui/ui.styles.ts";
import { visuallyHidden } from "../ui/ui.styles.ts";
import { actions, codeText, countdown, muted, pixCode, qrImage } from "./checkout.styles.ts";
import { CopyButton } from "./copy-button.view.tsx";
import { minutesAndSeconds, useCountdown } from "./use-countdown.ts";

type Pix = Extract<PaymentView, { method: "pix" }>;

/**
 * Pix (spec §4, §9): the server's QR picture, the copy-and-paste code with a copy button, and the 3-minute
 * validity counting down. The countdown's text changes every second but only its minute is announced
 * (aria-live, politely). Expired, the code can be renewed.
 */
export function PixPaymentView({ api, pix }: { api: ConfirmationApi; pix: Pix }) {
  const { t } = useTranslation("checkout");
  return (
    <PixCodeView
      pix={pix}
      headingId="checkout-confirmation-title"
      expired={api.status === "pixExpired" || api.status === "renewingPix"}
      renewing={api.status === "renewingPix"}
      alert={api.failureKey ? t(api.failureKey) : null}
      onRenew={api.renewPix}
    />
  );
}

/** The Pix of a purchase or of a cart's order (ADR 067): the same code, countdown and renewal. */
export function PixCodeView({
  pix,
  headingId,
  expired,
  renewing,
  alert,
  onRenew,
}: {
  pix: { amount: number; copyPaste: string; qrSvg: string; expiresAt: string };
  headingId: string;
  expired: boolean;
  renewing: boolean;
  /** Why the last renewal failed, in the page's language. */
  alert: string | null;
  onRenew(): void;
}) {
  const { t, i18n } = useTranslation("checkout");
  const language = i18n.language as Language;
  return (
    <>
      <h2 id={headingId}>{t("pix.heading")}</h2>
      <p>{t("pix.lead", { total: formatBrl(pix.amount, language) })}</p>
      {expired ? (
        <>
          <FormAlert message={alert ?? t("pix.expired")} />
          <div className={actions}>
            <button type="button" className={buttonPrimary} onClick={onRenew} disabled={renewing}>
              {renewing ? t("pix.renewing") : t("pix.renew")}
            </button>
          </div>
        </>
      ) : (
        <>
          <PixCountdown expiresAt={pix.expiresAt} />
          <div className={pixCode}>
            <div className={field}>
              <label htmlFor="checkout-pix-code">{t("pix.copyPaste")}</label>
              <textarea id="checkout-pix-code" className={codeText} readOnly value={pix.copyPaste} rows={4} />
            </div>
            <div className={actions}>
              <CopyButton text={pix.copyPaste} label={t("pix.copy")} />
            </div>
            <img className={qrImage} src={pix.qrSvg} alt={t("pix.qrAlt")} width={240} height={240} />
          </div>
          <p className={muted}>{t("pix.next")}</p>
        </>
      )}
    </>
  );
}

function PixCountdown({ expiresAt }: { expiresAt: string }) {
  const { t } = useTranslation("checkout");
  const seconds = useCountdown(expiresAt);
  const minutes = Math.ceil(seconds / 60);
  return (
    <>
      <p>
        {t("pix.validFor")} <span className={countdown}>{minutesAndSeconds(seconds)}</span>
      </p>
      <p className={visuallyHidden} aria-live="polite">
        {seconds === 0 ? t("pix.timeUp") : t("pix.minutesLeft", { count: minutes })}
      </p>
    </>
  );
}
