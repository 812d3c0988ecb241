import { lazy, Suspense } from "react";
import { useTranslation } from "../i18n/react.ts";
import { AccountLoading } from "../views/account/account-loading.view.tsx";

// The account loads in the browser only (the token lives there), so the tabs, their flows and the password
// form load with it, after the first paint (125 KB gzip budget).
const MyAccountPage = lazy(() =>
  import("./account/my-account-page.tsx").then((module) => ({ default: module.MyAccountPage })),
);

/** /my-account and /minha-conta (spec §2): the signed-in person's own data and preferences. */
export default function MyAccountRoute() {
  const { t } = useTranslation("account");
  return (
    <>
      <title>{`${t("title")} — ${t("common:appName")}`}</title>
      <Suspense fallback={<AccountLoading />}>
        <MyAccountPage />
      </Suspense>
    </>
  );
}
