import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { hasFeature } from "#src/domain/session/shell-rules.ts";
import { useTranslation } from "#src/i18n/react.ts";
import { useImpersonation } from "#src/machines/impersonation/use-impersonation.ts";
import { usePeople } from "#src/machines/people/use-people.ts";
import { useSession } from "#src/machines/session-guard/use-session-guard.ts";
import { appConfig } from "#src/services/config.ts";
import { PeoplePageView } from "#src/views/people/people-page.view.tsx";
import type { PersonPurchases } from "#src/views/people/person-purchases.view.tsx";
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

/** The shown person's newest purchases, read once a person is shown (the code arrives then), and on retry. */
function usePersonPurchases(language: string, uuid: string | null): PersonPurchases {
  const [read, setRead] = useState<{ key: string; rows: PersonPurchases["rows"] } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = `${uuid ?? ""}|${attempt}`;
  useEffect(() => {
    if (uuid === null) return;
    let live = true;
    void import("#src/machines/people/person-purchases.runtime.ts")
      .then(({ loadPersonPurchases }) => loadPersonPurchases(language, uuid))
      .then((rows) => live && setRead({ key, rows }));
    return () => {
      live = false;
    };
  }, [language, uuid, key]);
  return {
    rows: read?.key === key ? read.rows : null,
    retry: () => setAttempt((count) => count + 1),
  };
}

export function PeoplePage() {
  const { i18n } = useTranslation("people");
  const { session } = useSession();
  const workspace = useWorkspace();
  const { pathname, search } = useLocation();
  const api = usePeople(i18n.language, appConfig.applicationAlias);
  const purchases = usePersonPurchases(i18n.language, api.user?.uuid ?? null);
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
