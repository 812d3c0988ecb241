import { useCrossTabSync } from "#src/machines/cross-tab-sync/use-cross-tab-sync.ts";
import { useOwnedCoursesSync } from "#src/machines/purchases/use-owned-courses-sync.ts";
import { SessionDialog } from "#src/views/session/session-dialog.view.tsx";
import { LeaveImpersonation } from "./leave-impersonation.tsx";
import { SignedInShellExtras } from "./shell-extras.tsx";

/**
 * A signed-in person's storefront tab (spec §4 "Other tabs"): signing out in another tab shows the logged-out
 * dialog, a role change there the role-changed alert (unless the application keeps tabs independent); and
 * the snackbars, the online/offline notice and the account's language and theme; and which courses are the
 * person's; while an operator accesses as the person, the impersonation bar (spec §6), the only way out. Loaded by
 * the marketplace layout only once someone is signed in.
 */
export default function StorefrontCrossTab({
  independentTabs,
  language,
  impersonating,
  onSignOut,
}: {
  independentTabs: boolean;
  language: string;
  /** Whom an operator is accessing as (their name), else null. */
  impersonating: string | null;
  onSignOut(): void;
}) {
  useOwnedCoursesSync(language);
  const crossTab = useCrossTabSync({ independentTabs, onSignInPage: false, onSignOut });
  return (
    <>
      {crossTab.dialog && <SessionDialog kind={crossTab.dialog} onConfirm={crossTab.confirm} />}
      {impersonating !== null && <LeaveImpersonation name={impersonating} />}
      <SignedInShellExtras />
    </>
  );
}
