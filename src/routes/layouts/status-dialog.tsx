import { useCallback, useEffect, useState } from "react";
import { filterByName } from "#src/domain/session/shell-rules.ts";
import { useTranslation } from "#src/i18n/react.ts";
import { StatusDialogView, type StatusRow } from "#src/views/shell/status-dialog.view.tsx";

/** The application-status dialog with its data: fetched each time it opens (this component mounts per opening). */
export default function StatusDialog({ onClose }: { onClose(): void }) {
  const { i18n } = useTranslation("shell");
  const [rows, setRows] = useState<StatusRow[] | "failed" | null>(null);
  const [filter, setFilter] = useState("");
  const fetchRows = useCallback(() => {
    import("#src/machines/shell/shell-effects.ts")
      .then(({ loadApplicationStatus }) => loadApplicationStatus(i18n.language))
      .then(
        (items) => setRows([...items]),
        () => setRows("failed"),
      );
  }, [i18n.language]);
  useEffect(fetchRows, [fetchRows]);
  return (
    <StatusDialogView
      rows={Array.isArray(rows) ? filterByName(rows, filter) : rows}
      filter={filter}
      onFilter={setFilter}
      onRetry={() => {
        setRows(null);
        fetchRows();
      }}
      onClose={onClose}
    />
  );
}
