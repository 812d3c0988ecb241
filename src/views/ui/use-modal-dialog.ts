import { useEffect, type RefObject } from "react";
import { useFocusTrap } from "./use-focus-trap.ts";

/**
 * A native <dialog> shown as a modal when it mounts (the page behind turns inert), with Tab kept inside and
 * focus on the control `initialFocus` selects (e.g. the dialog's first field).
 */
export function useModalDialog(dialogRef: RefObject<HTMLDialogElement | null>, initialFocus: string): void {
  useFocusTrap(dialogRef);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>(initialFocus)?.focus();
  }, [dialogRef, initialFocus]);
}
