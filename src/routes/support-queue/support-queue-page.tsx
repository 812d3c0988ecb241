import { hasFeature } from "#src/domain/session/shell-rules.ts";
import { useTranslation } from "#src/i18n/react.ts";
import { useSupportQueue } from "#src/machines/support-queue/use-support-queue.ts";
import { SupportQueuePageView } from "#src/views/support-queue/support-queue-page.view.tsx";
import { useWorkspace } from "../layouts/use-platform-shell.ts";

/** The feature alias that opens the support queue and its menu entry (spec §6 gating). */
export const supportQueueFeature = "support-queue";

export function SupportQueuePage() {
  const { i18n } = useTranslation("support-queue");
  const workspace = useWorkspace();
  const api = useSupportQueue(i18n.language);
  const available = workspace
    ? hasFeature(
        workspace.features.map((feature) => feature.alias),
        supportQueueFeature,
      )
    : null;
  return <SupportQueuePageView api={api} available={available} />;
}
