import { createElement, useEffect, useState } from "react";
import type { Route } from "./+types/web-component.route";
import { useTranslation } from "../i18n/react.ts";
import { WebComponentHostView } from "../views/shell/web-component-host.view.tsx";
import { loadWebComponent } from "./web-component.server.ts";

export const loader = ({ request, params }: Route.LoaderArgs) =>
  loadWebComponent(request, params.app, params.tag);

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
