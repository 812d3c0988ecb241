import { useTranslation } from "react-i18next";
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
