import type { SignInContext } from "#src/services/api/settings-api.ts";
import { SignInDialog } from "#src/views/auth/sign-in-dialog.view.tsx";
import { useHostSignIn } from "../auth/use-host-sign-in.tsx";

interface SignInModalProps {
  language: string;
  /** The host's sign-in context, resolved by the marketplace layout's loader. */
  signInContext: SignInContext;
  /** Path and query of the page behind: where sign-up comes back to. */
  currentPath: string;
  onClose(): void;
  onSignedIn(): void;
}

/**
 * The marketplace's authentication modal (spec §2), loaded on its first opening: the sign-in flow of /signin
 * (machine, captcha, two-factor dialog, the host's tenant or operation mode), but once signed in the visitor
 * stays on the page.
 */
export default function SignInModal({
  language,
  signInContext,
  currentPath,
  onClose,
  onSignedIn,
}: SignInModalProps) {
  const signIn = useHostSignIn(signInContext, {
    language,
    returnUrl: currentPath,
    captchaId: "sign-in-modal-captcha",
    links: {
      forgotPassword: "/forgot-password",
      forgotUsername: "/auth/forgot-username",
      signUp: `/signup?returnUrl=${encodeURIComponent(currentPath)}`,
    },
    onSignedIn: () => onSignedIn(),
  });
  return <SignInDialog {...signIn} onClose={onClose} />;
}
