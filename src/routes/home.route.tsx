import { useTranslation } from "../i18n/react.ts";
import { HomeView } from "../views/home/home.view.tsx";

export default function HomeRoute() {
  const { t } = useTranslation("home");
  return (
    <>
      <title>{t("title")}</title>
      <meta name="description" content={t("description")} />
      <HomeView />
    </>
  );
}
