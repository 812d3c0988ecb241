import { useTranslation } from "#src/i18n/react.ts";
import { dismissSnackbar, useSnackbars, type SnackbarKind } from "#src/stores/snackbar.store.ts";
import { snackbar, snackbarClose, snackbarRegion, snackbarStack } from "./notices.styles.ts";
import { visuallyHidden } from "./ui.styles.ts";

const iconPaths: Record<SnackbarKind, string> = {
  default: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z",
  success: "M20 6 9 17l-5-5",
  warning: "M12 3 2 21h20L12 3Zm0 7v5m0 3v.01",
  error: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-3 6 6 6m0-6-6 6",
  info: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 8v6m0-9v.01",
};

/**
 * Snackbars (spec §4 Shell): default, success, warning, error, info, each with its colour and icon. The region
 * is always in the page, so screen readers announce each new message (polite; errors assertively).
 */
export function SnackbarHost() {
  const { t } = useTranslation("common");
  const items = useSnackbars();
  return (
    <div className={snackbarRegion}>
      <div className={snackbarStack} role="status" aria-live="polite" aria-label={t("snackbar.region")}>
        {items
          .filter((item) => item.kind !== "error")
          .map((item) => (
            <Item key={item.id} {...item} />
          ))}
      </div>
      <div className={snackbarStack} role="alert" aria-live="assertive">
        {items
          .filter((item) => item.kind === "error")
          .map((item) => (
            <Item key={item.id} {...item} />
          ))}
      </div>
    </div>
  );
}

function Item({ id, kind, message }: { id: number; kind: SnackbarKind; message: string }) {
  const { t } = useTranslation("common");
  return (
    <div className={snackbar} data-kind={kind}>
      <svg
        aria-hidden="true"
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d={iconPaths[kind]} />
      </svg>
      <p>
        <span className={visuallyHidden}>{`${t(`snackbar.kinds.${kind}`)}: `}</span>
        {message}
      </p>
      <button
        type="button"
        className={snackbarClose}
        aria-label={t("snackbar.dismiss")}
        onClick={() => dismissSnackbar(id)}
      >
        ×
      </button>
    </div>
  );
}
