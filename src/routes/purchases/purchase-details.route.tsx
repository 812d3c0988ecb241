import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "../../i18n/react.ts";
import { useBrowserLoad } from "../../machines/purchases/use-browser-load.ts";
import { useRootData } from "../../root.tsx";
import { appConfig } from "../../services/config.ts";
import { LoadState } from "../../views/purchases/load-state.view.tsx";
import { usePurchase } from "../../machines/purchase/use-purchase.ts";
import type { PurchaseItem } from "../../services/api/purchases-api.ts";
import { PurchaseDetailsView, PurchaseNotFoundView } from "../../views/purchases/purchase-details.view.tsx";
import { purchasesPage } from "../../views/purchases/purchases.styles.ts";
import { container } from "../../views/ui/ui.styles.ts";

/** /minhas-compras/detalhes?compra={id} (spec §2; /my-purchases/details redirects here): one of the person's purchases. */
export default function PurchaseDetailsRoute() {
  const { t } = useTranslation("purchases");
  const { language } = useRootData();
  const query = useSearchParams()[0];
  const id = /^[1-9]\d{0,9}$/.test(query.get("compra") ?? "") ? Number(query.get("compra")) : 0;
  const load = useCallback(
    (key: string) =>
      import("../../machines/purchases/purchases.runtime.ts").then(({ loadPurchase }) =>
        loadPurchase(language, Number(key)),
      ),
    [language],
  );
  const { result, retry } = useBrowserLoad(String(id), load);
  const back = `/minhas-compras/detalhes?compra=${id}`;
  return (
    <>
      <title>{`${t("details.title")} — ${t("common:appName")}`}</title>
      <meta name="robots" content="noindex,nofollow" />
      <div className={container}>
        <div className={purchasesPage}>
          <h1>{t("details.title")}</h1>
          <LoadState result={result} retry={retry} signInPath={`/signin/${encodeURIComponent(back)}`}>
            {(item) =>
              item ? (
                <PurchasePanel key={item.subscriptionId} item={item} language={language} />
              ) : (
                <PurchaseNotFoundView />
              )
            }
          </LoadState>
        </div>
      </div>
    </>
  );
}

/** The purchase as its machine shows it (state, what it allows, the cancellation). */
function PurchasePanel({ item, language }: { item: PurchaseItem; language: string }) {
  return <PurchaseDetailsView api={usePurchase(language, item)} supportEmail={appConfig.contactEmail} />;
}
