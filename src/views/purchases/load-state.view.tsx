import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "#src/i18n/react.ts";
import type { Loaded } from "#src/machines/purchases/use-browser-load.ts";
import { FormAlert } from "../ui/form-fields.view.tsx";
import { buttonSecondary } from "../ui/ui.styles.ts";

/** What a page read in the browser shows until its data is there: loading, sign in, or a failure with a retry. */
export function LoadState<A>({
  result,
  retry,
  signInPath,
  children,
}: {
  result: Loaded<A>;
  retry(): void;
  signInPath: string;
  children(data: A): ReactNode;
}) {
  const { t } = useTranslation("purchases");
  switch (result.kind) {
    case "ready":
      return children(result.data);
    case "loading":
      return <p role="status">{t("loading")}</p>;
    case "signedOut":
      return (
        <p>
          {t("signedOut")} <Link to={signInPath}>{t("signIn")}</Link>
        </p>
      );
    case "failed":
    case "unreachable":
      return (
        <>
          <FormAlert message={t(result.kind)} />
          <div>
            <button type="button" className={buttonSecondary} onClick={retry}>
              {t("retry")}
            </button>
          </div>
        </>
      );
  }
}
