import { useTranslation } from "#src/i18n/react.ts";
import { LineIcon } from "../ui/line-icon.view.tsx";
import { assurance } from "./checkout.styles.ts";

/** A shield with a tick, and a padlock (24 × 24 paths). */
const shieldPath = "M12 3 5 6v6c0 4.5 3 7.5 7 9 4-1.5 7-4.5 7-9V6l-7-3Z M9 12l2 2 4-4";
const padlockPath = "M6 11h12v10H6z M8.5 11V8a3.5 3.5 0 0 1 7 0v3";

/**
 * Beside the pay button (issue 28, §2's checkout): the 7-day guarantee and a security note (`secure`, when the
 * payment is not a card's, says what protects it instead of the card's data).
 */
export function PaymentAssurance({ secure }: { secure?: string }) {
  const { t } = useTranslation("checkout");
  return (
    <ul className={assurance} aria-label={t("payment.assurance")}>
      <li>
        <LineIcon d={shieldPath} size={18} />
        {t("payment.guarantee")}
      </li>
      <li>
        <LineIcon d={padlockPath} size={18} />
        {secure ?? t("payment.secure")}
      </li>
    </ul>
  );
}
