import { useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import { platformHomePath } from "../domain/session/platform-paths.ts";
import { useTranslation } from "../i18n/react.ts";
import { useSession } from "../machines/session-guard/use-session-guard.ts";
import { messagePage } from "../views/session/session.styles.ts";
import { PageSpinner } from "../views/ui/spinner.view.tsx";

/** Only a same-site path or an absolute http(s) address is followed (never javascript:, data: or "//host"). */
const followable = (url: string) => (/^\/(?![/\\])/.test(url) || /^https?:\/\//i.test(url) ? url : null);

/**
 * /redirect/{alias} (spec §2): asks `sso/applications/{app}/url` for the application's address with a single-use
 * hand-off code (ADR 009) and goes there, replacing this page in the history.
 */
export default function RedirectRoute() {
  const { t } = useTranslation("shell");
  const { alias = "" } = useParams();
  const { session } = useSession();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const current = session?.currentRole;
    if (!session || !current) return;
    let live = true;
    import("../machines/shell/shell-effects.ts")
      .then(({ applicationAddress }) =>
        applicationAddress(alias, {
          uuid: session.user.uuid,
          roleAlias: current.role.alias,
          tenantAlias: current.tenant?.alias ?? null,
          iesAlias: current.ies?.alias ?? null,
        }),
      )
      .then((url) => {
        const target = followable(url);
        if (!target) throw new Error("unsafe redirect address");
        if (live) window.location.replace(target);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [alias, session]);
  return (
    <section className={messagePage} aria-labelledby="redirect-title" aria-busy={!failed}>
      <title>{`${t(failed ? "redirect.failed" : "redirect.title")} — ${t("common:appName")}`}</title>
      <h1 id="redirect-title">{t(failed ? "redirect.failed" : "redirect.title")}</h1>
      {failed ? (
        <p>
          <Link to={platformHomePath}>{t("redirect.back")}</Link>
        </p>
      ) : (
        <PageSpinner />
      )}
    </section>
  );
}
