import { useTranslation } from "#src/i18n/react.ts";
import { captchaBox } from "./auth.styles.ts";
import { fieldError } from "../ui/form.styles.ts";

export interface CaptchaFieldProps {
  id: string;
  status: "idle" | "verifying" | "verified" | "failed";
  /** The solved challenge; submitted with the form, sent by the adapter in the `captcha` header. */
  payload: string | null;
  onVerify(): void;
  /** Already-translated problem (e.g. not solved before submitting), tied to the checkbox. */
  error?: string | null;
}

/** What a form view receives from its route: the captcha's state; the view adds its problem. */
export type CaptchaInput = Omit<CaptchaFieldProps, "error">;

/**
 * Proof-of-work captcha (ALTCHA, self-hosted): ticking the box fetches a challenge and solves it in the
 * browser. A checkbox with a visible label, so it is keyboard- and screen-reader-friendly.
 */
export function CaptchaField({ id, status, payload, onVerify, error = null }: CaptchaFieldProps) {
  const { t } = useTranslation("auth");
  const failed = status === "failed" ? t("captcha.failed") : null;
  const problem = error ?? failed;
  return (
    <div>
      <div className={captchaBox}>
        <input
          id={id}
          type="checkbox"
          checked={status === "verified"}
          disabled={status === "verifying" || status === "verified"}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-status ${id}-error` : `${id}-status`}
          onChange={() => onVerify()}
        />
        <label htmlFor={id}>{t("captcha.label")}</label>
        <span id={`${id}-status`} aria-live="polite">
          {status === "verifying"
            ? t("captcha.verifying")
            : status === "verified"
              ? t("captcha.verified")
              : ""}
        </span>
      </div>
      {problem && (
        <p id={`${id}-error`} className={fieldError}>
          {problem}
        </p>
      )}
      <input type="hidden" name="captcha" value={payload ?? ""} />
    </div>
  );
}
