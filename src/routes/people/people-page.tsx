import { useCallback } from "react";
import { useLocation } from "react-router";
import { hasFeature } from "../../domain/session/shell-rules.ts";
import { useTranslation } from "../../i18n/react.ts";
import { useImpersonation } from "../../machines/impersonation/use-impersonation.ts";
import { usePeople } from "../../machines/people/use-people.ts";
import { useBrowserLoad } from "../../machines/purchases/use-browser-load.ts";
import { useSession } from "../../machines/session-guard/use-session-guard.ts";
import { appConfig } from "../../services/config.ts";
import { PeoplePageView } from "../../views/people/people-page.view.tsx";
import { useWorkspace } from "../layouts/use-platform-shell.ts";

/** The feature alias that opens the People page and its menu entry (spec §6 gating). */
export const peopleFeature = "people";

/**
 * The person's sign-in address for the password e-mail: this host's, or the marketplace's when staff work on the
 * operation host ("operacao.<domain>" → "<domain>"); the operator may change it.
 */
function signInAddress(location: Location): string {
  const host = location.host.replace(/^operacao\./, "");
  return `${location.protocol}//${host}/auth/signin`;
}

export function PeoplePage() {
  const { i18n } = useTranslation("people");
  const { session } = useSession();
  const workspace = useWorkspace();
  const { pathname, search } = useLocation();
  const api = usePeople(i18n.language, appConfig.applicationAlias);
  // The person's newest purchases, read once a person is shown (its code arrives then).
  const loadPurchases = useCallback(
    (uuid: string) =>
      import("../../machines/people/person-purchases.runtime.ts").then(({ loadPersonPurchases }) =>
        loadPersonPurchases(i18n.language, uuid),
      ),
    [i18n.language],
  );
  const purchases = useBrowserLoad(api.user?.uuid ?? "", loadPurchases);
  // "Acessar como" runs the impersonation flow; leaving it comes back here.
  const impersonation = useImpersonation(`${pathname}${search}`);
  const available = workspace
    ? hasFeature(
        workspace.features.map((feature) => feature.alias),
        peopleFeature,
      )
    : null;
  return (
    <PeoplePageView
      api={api}
      accessAs={{
        canStart: impersonation.canStart && session?.impersonatedBy == null,
        isSubmitting: impersonation.isSubmitting,
        failureKey: impersonation.failureKey,
        start: impersonation.start,
      }}
      applicationUrl={signInAddress(window.location)}
      purchases={purchases}
      available={available}
    />
  );
}
