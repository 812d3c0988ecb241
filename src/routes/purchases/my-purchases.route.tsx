import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "#src/i18n/react.ts";
import { useBrowserLoad } from "#src/machines/purchases/use-browser-load.ts";
import { useRootData } from "../root-data.ts";
import { LoadState } from "#src/views/purchases/load-state.view.tsx";
import { MyPurchasesView } from "#src/views/purchases/my-purchases.view.tsx";
import { purchasesPage } from "#src/views/purchases/purchases.styles.ts";
import { container } from "#src/views/ui/ui.styles.ts";

/** /minhas-compras (spec §2; /my-purchases and /mis-compras redirect here): the person's purchases, 10 a page. */
export default function MyPurchasesRoute() {
  const { t } = useTranslation("purchases");
  const { language } = useRootData();
  const requested = Number(useSearchParams()[0].get("pagina") ?? "1");
  const page = Number.isInteger(requested) && requested >= 1 && requested <= 10_000 ? requested : 1;
  const load = useCallback(
    (key: string) =>
      import("#src/machines/purchases/purchases.runtime.ts").then(({ loadPurchases }) =>
        loadPurchases(language, Number(key)),
      ),
    [language],
  );
  const { result, retry } = useBrowserLoad(String(page), load);
  return (
    <>
      <title>{`${t("myPurchases.title")} — ${t("common:appName")}`}</title>
      <meta name="robots" content="noindex,nofollow" />
      <div className={container}>
        <div className={purchasesPage}>
          <h1>{t("myPurchases.title")}</h1>
          <LoadState
            result={result}
            retry={retry}
            signInPath={`/signin/${encodeURIComponent("/minhas-compras")}`}
          >
            {(list) => <MyPurchasesView list={list} />}
          </LoadState>
        </div>
      </div>
    </>
  );
}
