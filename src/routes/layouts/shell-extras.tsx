import { useAccountPreferences } from "#src/machines/my-account/use-account-preferences.ts";
import { useRootData } from "../root-data.ts";
import { DeferredShellNotices } from "./deferred-shell-notices.tsx";
import { useApplyPreferences } from "./use-apply-preferences.ts";

/**
 * The signed-in shell's extras: the notices, and the account's own language and theme applied when this
 * browser shows others (a first visit here, or a change made elsewhere) — spec §1: the account's win.
 */
export function SignedInShellExtras() {
  const { language } = useRootData();
  const apply = useApplyPreferences();
  useAccountPreferences(language, apply);
  return <DeferredShellNotices />;
}
