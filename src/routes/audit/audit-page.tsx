import { hasFeature } from "#src/domain/session/shell-rules.ts";
import { useTranslation } from "#src/i18n/react.ts";
import { useAuditLog } from "#src/machines/audit-log/use-audit-log.ts";
import { AuditPageView } from "#src/views/audit/audit-page.view.tsx";
import { useWorkspace } from "../layouts/use-platform-shell.ts";

/** The feature alias that opens the audit page and its menu entry (spec §6 gating). */
export const auditFeature = "audit";

export function AuditPage() {
  const { i18n } = useTranslation("audit");
  const workspace = useWorkspace();
  const api = useAuditLog(i18n.language);
  const available = workspace
    ? hasFeature(
        workspace.features.map((feature) => feature.alias),
        auditFeature,
      )
    : null;
  return <AuditPageView api={api} available={available} />;
}
