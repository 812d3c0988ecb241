import { forwardRef, type InputHTMLAttributes, type ReactNode } from "react";
import { alert, checkboxField, field, fieldError, hint, notice } from "./form.styles.ts";

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  id: string;
  label: string;
  /** Already-translated error message; ties itself to the input with aria-describedby. */
  error?: string | null;
  hint?: string;
}

/** A labelled input whose hint and error are announced with it (aria-describedby, aria-invalid). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { id, label, error, hint: hintText, ...input },
  ref,
) {
  const describedBy = [hintText ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={field}>
      <label htmlFor={id}>{label}</label>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hintText && (
        <p id={`${id}-hint`} className={hint}>
          {hintText}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={fieldError}>
          {error}
        </p>
      )}
    </div>
  );
});

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type"> {
  id: string;
  label: ReactNode;
  error?: string | null;
}

export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  { id, label, error, ...input },
  ref,
) {
  return (
    <div>
      <div className={checkboxField}>
        <input
          ref={ref}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {error && (
        <p id={`${id}-error`} className={fieldError}>
          {error}
        </p>
      )}
    </div>
  );
});

/** A form-level error, announced as soon as it appears. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div aria-live="assertive">
      {message && (
        <p role="alert" className={alert}>
          {message}
        </p>
      )}
    </div>
  );
}

/** A success or information message, announced politely. */
export function FormNotice({ message }: { message: string | null }) {
  return (
    <div aria-live="polite">
      {message && (
        <p role="status" className={notice}>
          {message}
        </p>
      )}
    </div>
  );
}
