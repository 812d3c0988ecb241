import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "#src/i18n/react.ts";
import { buttonPrimary, buttonSecondary } from "../ui/ui.styles.ts";
import { appDialog, dangerButton, dialogButtons, dialogChecks } from "./dialog.styles.ts";
import { useFocusTrap } from "./use-focus-trap.ts";

interface CommonProps {
  title: string;
  message: ReactNode;
  /** The confirm button's words (default: OK, Delete or Reload by kind). */
  confirmLabel?: string;
}

/**
 * The dialog kit of spec §4 Shell, one component for the four kinds:
 * - info: one button; - alert: confirm, and cancel when `onCancel` is given;
 * - delete: a confirm callback is required, and confirm stays disabled until every listed checkbox is ticked;
 * - error: one button with a reload icon (default action: reload the page).
 * All are persistent (Escape and the backdrop never close them; a button does), 440 px wide, modal with focus
 * kept inside, and focus goes back to where it was when the dialog closes.
 */
export type AppDialogProps = CommonProps &
  (
    | { kind: "info"; onConfirm(): void }
    | { kind: "alert"; onConfirm(): void; onCancel?: () => void; cancelLabel?: string }
    | {
        kind: "delete";
        onConfirm(): void;
        onCancel(): void;
        checkboxes?: readonly string[];
        cancelLabel?: string;
      }
    | { kind: "error"; onConfirm?: () => void }
  );

function ReloadIcon() {
  return (
    <svg
      aria-hidden="true"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5" />
    </svg>
  );
}

/** Opens as a modal on mount, keeps Tab inside, and hands focus back to the opener on unmount. */
function useKitDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  useFocusTrap(ref);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      opener?.focus();
    };
  }, []);
  return ref;
}

export function AppDialog(props: AppDialogProps) {
  const { t } = useTranslation("common");
  const ref = useKitDialog();
  const id = useId();
  const boxes = props.kind === "delete" ? (props.checkboxes ?? []) : [];
  const [ticked, setTicked] = useState<boolean[]>(() => boxes.map(() => false));
  const allTicked = ticked.every(Boolean);
  const onCancel = props.kind === "alert" || props.kind === "delete" ? props.onCancel : undefined;
  const cancelLabel = props.kind === "alert" || props.kind === "delete" ? props.cancelLabel : undefined;
  const confirm =
    props.kind === "error" ? (props.onConfirm ?? (() => window.location.reload())) : props.onConfirm;
  const defaultLabel = { info: "ok", alert: "ok", delete: "delete", error: "reload" }[props.kind];

  return (
    <dialog
      ref={ref}
      className={appDialog}
      data-kind={props.kind}
      role={props.kind === "alert" || props.kind === "delete" ? "alertdialog" : "dialog"}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      onCancel={(event) => event.preventDefault()}
    >
      <h2 id={`${id}-title`}>{props.title}</h2>
      <p id={`${id}-message`}>{props.message}</p>
      {boxes.length > 0 && (
        <fieldset className={dialogChecks}>
          {boxes.map((label, index) => (
            <label key={label}>
              <input
                type="checkbox"
                checked={ticked[index] ?? false}
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  setTicked((current) => current.map((value, at) => (at === index ? checked : value)));
                }}
              />
              {label}
            </label>
          ))}
        </fieldset>
      )}
      <div className={dialogButtons}>
        {onCancel && (
          <button type="button" className={buttonSecondary} onClick={onCancel}>
            {cancelLabel ?? t("dialog.cancel")}
          </button>
        )}
        <button
          type="button"
          className={props.kind === "delete" ? dangerButton : buttonPrimary}
          disabled={!allTicked}
          onClick={confirm}
          autoFocus={props.kind !== "delete"}
        >
          {props.kind === "error" && <ReloadIcon />}
          {props.confirmLabel ?? t(`dialog.${defaultLabel}`)}
        </button>
      </div>
    </dialog>
  );
}
