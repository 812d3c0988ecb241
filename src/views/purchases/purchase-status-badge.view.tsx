import {
  purchaseStatusKey,
  purchaseStatusTone,
  type PurchaseStatusTone,
} from "#src/domain/purchases/purchase-status.ts";
import { useTranslation } from "#src/i18n/react.ts";
import { LineIcon } from "../ui/line-icon.view.tsx";
import { statusBadge } from "./purchases.styles.ts";

/** One drawing per tone (24 × 24 paths): a clock, an hourglass, a tick, an arrow turning back, a cross. */
const icons: Record<PurchaseStatusTone, string> = {
  waiting: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z M12 7v5l3 2",
  review: "M6 3h12 M6 21h12 M7 3c0 5 10 5 10 9s-10 4-10 9 M17 3c0 5-10 5-10 9s10 4 10 9",
  paid: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z M8 12.5l2.5 2.5L16 9.5",
  cancelling: "M9 14 4 9l5-5 M4 9h11a5 5 0 0 1 0 10h-3",
  cancelled: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z M9 9l6 6 M15 9l-6 6",
};

/** A purchase's state (issue 28): its words, with a colour and an icon for the tone, never the colour alone. */
export function PurchaseStatusBadge({ purchase }: { purchase: Parameters<typeof purchaseStatusKey>[0] }) {
  const { t } = useTranslation("purchases");
  const tone = purchaseStatusTone(purchase.status);
  return (
    <span className={statusBadge} data-tone={tone}>
      <LineIcon d={icons[tone]} size={16} />
      {t(purchaseStatusKey(purchase))}
    </span>
  );
}
