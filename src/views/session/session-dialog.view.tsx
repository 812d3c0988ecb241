import { useTranslation } from "#src/i18n/react.ts";
import { AppDialog } from "../ui/dialog.view.tsx";
import type { SessionDialogKind } from "./session-pages.view.tsx";

/**
 * The persistent session dialogs of spec §4 "Other tabs", from the dialog kit: logged out (error), role changed
 * (alert), disconnected (error). Escape does not close them; the one button confirms.
 */
export function SessionDialog({ kind, onConfirm }: { kind: SessionDialogKind; onConfirm(): void }) {
  const { t } = useTranslation("session");
  return (
    <AppDialog
      kind={kind === "roleChanged" ? "alert" : "error"}
      title={t(`dialogs.${kind}.title`)}
      message={t(`dialogs.${kind}.message`)}
      confirmLabel={t(`dialogs.${kind}.confirm`)}
      onConfirm={onConfirm}
    />
  );
}
