import { useTranslation } from "#src/i18n/react.ts";
import { accountPage } from "./account.styles.ts";

/** My Account before the account and its tabs have loaded. */
export function AccountLoading() {
  const { t } = useTranslation("account");
  return (
    <div className={accountPage}>
      <h1>{t("title")}</h1>
      <p role="status">{t("loading")}</p>
    </div>
  );
}
