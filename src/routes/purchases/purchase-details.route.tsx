import { lazy, Suspense, useCallback } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "#src/i18n/react.ts";
import { useBrowserLoad } from "#src/machines/purchases/use-browser-load.ts";
import { useRootData } from "../root-data.ts";
import { LoadState } from "#src/views/purchases/load-state.view.tsx";
import { purchasesPage } from "#src/views/purchases/purchases.styles.ts";
import { container } from "#src/views/ui/ui.styles.ts";

const PurchasePanel = lazy(() => import("./purchase-panel.tsx"));

/** /minhas-compras/detalhes?compra={id} (spec §2; /my-purchases/details redirects here): one of the person's purchases. */
export default function PurchaseDetailsRoute() {
  const { t } = useTranslation("purchases");
  const { language } = useRootData();
  const query = useSearchParams()[0];
  const id = /^[1-9]\d{0,9}$/.test(query.get("compra") ?? "") ? Number(query.get("compra")) : 0;
  const load = useCallback(
    (key: string) =>
      // The panel's code comes with the data (both after hydration), so showing it waits for nothing more.
      Promise.all([
        import("#src/machines/purchases/purchases.runtime.ts").then(({ loadPurchase }) =>
          loadPurchase(language, Number(key)),
        ),
        import("./purchase-panel.tsx"),
      ]).then(([loaded]) => loaded),
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
            {(item) => (
              <Suspense fallback={<p>{t("loading")}</p>}>
                <PurchasePanel item={item} language={language} />
              </Suspense>
            )}
          </LoadState>
        </div>
      </div>
    </>
  );
}
