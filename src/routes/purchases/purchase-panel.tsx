import { usePurchase } from "#src/machines/purchase/use-purchase.ts";
import type { PurchaseItem } from "#src/services/api/purchases-api.ts";
import { appConfig } from "#src/services/config.ts";
import { PurchaseDetailsView, PurchaseNotFoundView } from "#src/views/purchases/purchase-details.view.tsx";

/**
 * The purchase as its machine shows it (state, what it allows, the cancellation), or "not found". Loaded with
 * the purchase itself, after hydration: the details page's first visit stays within the JS budget.
 */
export default function PurchasePanel({ item, language }: { item: PurchaseItem | null; language: string }) {
  return item ? <Known item={item} language={language} /> : <PurchaseNotFoundView />;
}

function Known({ item, language }: { item: PurchaseItem; language: string }) {
  return <PurchaseDetailsView api={usePurchase(language, item)} supportEmail={appConfig.contactEmail} />;
}
