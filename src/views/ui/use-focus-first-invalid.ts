import { useEffect, type RefObject } from "react";

/**
 * Moves focus to the form's first invalid control (aria-invalid, in document order) each time a submission
 * comes back with field problems: `problems` is a new object per submission, so a second refused submit
 * focuses again. Nothing happens while there are none.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLElement | null>, problems: object): void {
  useEffect(() => {
    if (Object.keys(problems).length === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]:not(:disabled)')?.focus();
  }, [form, problems]);
}
