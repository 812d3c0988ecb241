import { useRef } from "react";
import { useTranslation } from "#src/i18n/react.ts";
import { useFocusFirstInvalid } from "../ui/use-focus-first-invalid.ts";

/**
 * A form's field problems (i18n keys of the `auth` namespace, from the machine's connect()) as translated
 * messages for its fields, and the form's ref: on each refused submission focus moves to the first invalid field.
 */
export function useFieldErrors<Field extends string>(problems: Partial<Record<Field, string>>) {
  const { t } = useTranslation("auth");
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, problems);
  return { formRef, error: (name: Field) => (problems[name] ? t(problems[name]!) : null) };
}
