import type { ReactNode } from "react";
import { useTranslation } from "#src/i18n/react.ts";
import { hint } from "../ui/form.styles.ts";
import { container } from "../ui/ui.styles.ts";
import { staffPage } from "./staff.styles.ts";

interface StaffPageProps {
  /** The page's i18n namespace: its `title`, `lead` and `unavailable` keys. */
  namespace: string;
  /** The current role has the page's feature (spec §6 gating); null while the workspace loads. */
  available: boolean | null;
  children: ReactNode;
}

/** A staff page (issue 30): its title and heading, then its lead and content, or why the current role has no access. */
export function StaffPageView({ namespace, available, children }: StaffPageProps) {
  const { t } = useTranslation(namespace);
  return (
    <div className={`${container} ${staffPage}`}>
      <title>{`${t("title")} — ${t("common:appName")}`}</title>
      <h1>{t("title")}</h1>
      {available === false ? (
        <p role="alert">{t("unavailable")}</p>
      ) : (
        <>
          <p className={hint}>{t("lead")}</p>
          {children}
        </>
      )}
    </div>
  );
}
