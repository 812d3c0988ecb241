import { useTranslation } from "../i18n/react.ts";
import type { Route } from "./+types/info-page.route";
import { InfoPageView, type InfoPageKey } from "../views/pages/info-page.view.tsx";

const pageByPath: Record<string, InfoPageKey> = {
  "/condicoes-de-contrato": "contract",
  "/politica-de-cookies": "cookies",
  "/politica-de-privacidade": "privacy",
  "/features": "features",
};

export function loader({ request }: Route.LoaderArgs) {
  return { page: pageByPath[new URL(request.url).pathname] ?? "features" };
}

/** Policy pages and /features: static text with the business rules of spec §9. */
export default function InfoPageRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("pages");
  return (
    <>
      <title>{`${t(`${loaderData.page}.title`)} — ${t("common:appName")}`}</title>
      <meta name="description" content={t(`${loaderData.page}.description`)} />
      <InfoPageView page={loaderData.page} />
    </>
  );
}
