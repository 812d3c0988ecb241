import { useSignIn } from "../../machines/sign-in/use-sign-in.ts";
import { CaptchaField } from "../../views/auth/captcha-field.view.tsx";
import { SignInDialog } from "../../views/auth/sign-in-dialog.view.tsx";

interface SignInModalProps {
  language: string;
  /** Path and query of the page behind: where sign-up comes back to. */
  currentPath: string;
  onClose(): void;
  onSignedIn(): void;
}

/**
 * The marketplace's authentication modal (spec §2), loaded on its first opening: the sign-in flow of /signin
 * (machine, captcha, two-factor dialog), but once signed in the visitor stays on the page.
 */
export default function SignInModal({ language, currentPath, onClose, onSignedIn }: SignInModalProps) {
  const { api, captcha } = useSignIn({ language, returnUrl: currentPath, onSignedIn: () => onSignedIn() });
  return (
    <SignInDialog
      api={api}
      captcha={<CaptchaField id="sign-in-modal-captcha" {...captcha} />}
      links={{
        forgotPassword: "/forgot-password",
        forgotUsername: "/auth/forgot-username",
        signUp: `/signup?returnUrl=${encodeURIComponent(currentPath)}`,
      }}
      onClose={onClose}
    />
  );
}
