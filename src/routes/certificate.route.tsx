import { Effect } from "effect";
import { data } from "react-router";
import type { Route } from "./+types/certificate.route";
import { absoluteUrl } from "../domain/seo.ts";
import { useTranslation } from "../i18n/react.ts";
import { apiTransport } from "../services/config.server.ts";
import { statusOf } from "../services/http/service-errors.ts";
import { checkCertificate } from "../services/portal/certificate-check.ts";
import { siteUrl } from "./site-url.server.ts";
import { CertificateCheckView } from "../views/certificate/certificate-check.view.tsx";
import { PageMeta } from "../views/layout/page-meta.view.tsx";

/**
 * /certificado/{code} (issue 32): anyone checks that a certificate is real. An unknown or forged code is this page
 * with "not found" and status 404; nothing personal is shown beyond the holder's name.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const url = absoluteUrl(siteUrl(request), new URL(request.url).pathname);
  const check = await Effect.runPromise(checkCertificate(params.code, apiTransport())).catch((error) => {
    throw data(null, { status: statusOf(error) === 503 ? 503 : 502 });
  });
  return check ? { check, url } : data({ check, url }, { status: 404 });
}

export default function CertificateRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("certificate");
  const heading = loaderData.check ? t("valid") : t("notFound");
  return (
    <>
      <PageMeta
        title={`${heading} — ${t("common:appName")}`}
        description={t("description")}
        url={loaderData.url}
      />
      <meta name="robots" content="noindex" />
      <CertificateCheckView check={loaderData.check} />
    </>
  );
}
