import { useTranslation } from "../i18n/react.ts";
import type { Route } from "./+types/info-page.route";
import { absoluteUrl } from "../domain/seo.ts";
import { siteUrl } from "./site-url.server.ts";
import { PageMeta } from "../views/layout/page-meta.view.tsx";
import { InfoPageView, type InfoPageKey } from "../views/pages/info-page.view.tsx";
import { publicPageHeaders } from "./public-page-headers.ts";

const pageByPath: Record<string, InfoPageKey> = {
  "/condicoes-de-contrato": "contract",
  "/politica-de-cookies": "cookies",
  "/politica-de-privacidade": "privacy",
  "/features": "features",
};

/** Shared caching for anonymous visitors (ADR 034). */
export const headers = publicPageHeaders;

export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  return { page: pageByPath[path] ?? "features", url: absoluteUrl(siteUrl(request), path) };
}

/** Policy pages and /features: static text with the business rules of spec §9. */
export default function InfoPageRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("pages");
  return (
    <>
      <PageMeta
        title={`${t(`${loaderData.page}.title`)} — ${t("common:appName")}`}
        description={t(`${loaderData.page}.description`)}
        url={loaderData.url}
      />
      <InfoPageView page={loaderData.page} />
    </>
  );
}
