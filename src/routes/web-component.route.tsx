import { createElement, useEffect, useState } from "react";
import { data } from "react-router";
import type { Route } from "./+types/web-component.route";
import { useTranslation } from "../i18n/react.ts";
import { apiOrigin } from "../services/config.server.ts";
import { shellCalls } from "../services/shell/shell.client.ts";
import { statusOf } from "../services/http/service-errors.ts";
import { requestLanguage } from "./request-language.server.ts";
import { WebComponentHostView } from "../views/shell/web-component-host.view.tsx";

const tagPattern = /^[a-z][a-z0-9]*-[a-z0-9-]{1,60}$/;
const aliasPattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/;

/** The registration of {tag} by {app}: unknown (or malformed) is the 404 page, never a 500. */
export async function loader({ request, params }: Route.LoaderArgs) {
  if (!aliasPattern.test(params.app) || !tagPattern.test(params.tag)) throw data(null, { status: 404 });
  try {
    return await shellCalls.webComponent(apiOrigin(), requestLanguage(request), params.app, params.tag);
  } catch (error) {
    if (statusOf(error) === 404 || (error as { status?: number }).status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

/** Only a same-site script path or an absolute https address is loaded. */
const loadable = (url: string) => /^\/(?![/\\])/.test(url) || /^https:\/\//i.test(url);

/**
 * /wc/{wcApplicationRouteBase}/{wcTag} (spec §2): hosts a web component an application registers. The script
 * loads once per page (a module script), then the element renders with its application's name.
 */
export default function WebComponentRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("shell");
  const [loaded, setLoaded] = useState<"loading" | "ready" | "failed">("loading");
  const safe = loadable(loaderData.scriptUrl);
  useEffect(() => {
    if (!safe) return;
    let script = document.querySelector<HTMLScriptElement>(`script[data-wc="${loaderData.tag}"]`);
    if (!script) {
      script = document.createElement("script");
      script.type = "module";
      script.src = loaderData.scriptUrl;
      script.dataset["wc"] = loaderData.tag;
      document.head.append(script);
    }
    const onError = () => setLoaded("failed");
    script.addEventListener("error", onError);
    let live = true;
    void customElements.whenDefined(loaderData.tag).then(() => live && setLoaded("ready"));
    return () => {
      live = false;
      script.removeEventListener("error", onError);
    };
  }, [loaderData.tag, loaderData.scriptUrl, safe]);
  const state = safe ? loaded : "failed";
  return (
    <>
      <title>{`${loaderData.applicationName} — ${t("common:appName")}`}</title>
      <WebComponentHostView title={loaderData.applicationName} state={state}>
        {createElement(loaderData.tag, { "application-name": loaderData.applicationName })}
      </WebComponentHostView>
    </>
  );
}
