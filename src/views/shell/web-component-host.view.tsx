import type { ReactNode } from "react";
import { useTranslation } from "#src/i18n/react.ts";
import { homePage } from "./platform-home.styles.ts";

/** The frame around an application's web component: its application's name, then the element (or why not). */
export function WebComponentHostView(props: {
  title: string;
  state: "loading" | "ready" | "failed";
  children: ReactNode;
}) {
  const { t } = useTranslation("shell");
  return (
    <div className={homePage}>
      <h1>{props.title}</h1>
      {props.state === "loading" && <p role="status">{t("wc.loading")}</p>}
      {props.state === "failed" ? <p role="alert">{t("wc.failed")}</p> : props.children}
    </div>
  );
}
