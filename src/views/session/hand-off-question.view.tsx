import { useTranslation } from "#src/i18n/react.ts";
import { AppDialog } from "../ui/dialog.view.tsx";

/**
 * Issue 25: a `?tokenId=` hand-off arrived in a browser signed in as someone else. Nothing is replaced until the
 * person answers: keep the session already here, or continue as the handed-off account.
 */
export function HandOffQuestion({
  currentName,
  newName,
  onKeep,
  onSwitch,
}: {
  currentName: string;
  newName: string;
  onKeep(): void;
  onSwitch(): void;
}) {
  const { t } = useTranslation("session");
  return (
    <AppDialog
      kind="alert"
      title={t("handOff.title")}
      message={t("handOff.message", { current: currentName, next: newName })}
      confirmLabel={t("handOff.switch", { next: newName })}
      cancelLabel={t("handOff.keep", { current: currentName })}
      onConfirm={onSwitch}
      onCancel={onKeep}
    />
  );
}
