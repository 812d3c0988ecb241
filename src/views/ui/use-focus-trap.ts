import { useEffect, type RefObject } from "react";

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab and Shift+Tab inside a modal dialog: past its last control focus wraps to the first and back
 * (a native modal dialog makes the page inert, but Tab would still leave for the browser's own controls).
 * A dialog opened inside it (two-factor) keeps its own keys.
 */
export function useFocusTrap(dialogRef: RefObject<HTMLDialogElement | null>): void {
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Tab" || (event.target as Element).closest("dialog") !== dialog) return;
      const controls = [...dialog.querySelectorAll<HTMLElement>(focusable)].filter(
        (control) => control.closest("dialog") === dialog && control.getClientRects().length > 0,
      );
      const first = controls[0];
      const last = controls.at(-1);
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    dialog.addEventListener("keydown", onKeyDown);
    return () => dialog.removeEventListener("keydown", onKeyDown);
  }, [dialogRef]);
}
