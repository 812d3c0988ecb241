import type { ComponentProps } from "react";
import { loginLabelKey, loginLeadKey, ssoLink } from "#src/domain/identity/sign-in-context.ts";
import { useTranslation } from "#src/i18n/react.ts";
import { useSignIn } from "#src/machines/sign-in/use-sign-in.ts";
import type { SignInOutput } from "#src/machines/sign-in/sign-in.types.ts";
import type { SignInContext } from "#src/services/api/settings-api.ts";
import type { SignInView } from "#src/views/auth/sign-in.view.tsx";
import { ThirdPartySignIn } from "#src/views/auth/third-party-sign-in.view.tsx";
import { identityScopeOf } from "./use-sign-in-context.ts";

type HostSignInProps = Omit<ComponentProps<typeof SignInView>, "headingLevel" | "notice">;

/**
 * The sign-in screen as the host's sign-in context has it (spec §6 operation mode, §3 tenant settings), for the
 * /signin pages and the marketplace's modal alike: identity calls on the operation or the tenant's paths, the
 * login field's label and lead from the tenant's modes, its SSO option, and no sign-up offer where it is closed.
 */
export function useHostSignIn(
  context: SignInContext,
  options: {
    language: string;
    returnUrl: string;
    captchaId: string;
    /** The sign-up address when the host offers sign-up. */
    links: { forgotPassword: string; forgotUsername: string; signUp: string };
    onSignedIn?: (output: SignInOutput) => void;
  },
): HostSignInProps {
  const { t } = useTranslation("auth");
  const { language, returnUrl, onSignedIn } = options;
  const { api, captcha } = useSignIn({ language, returnUrl, onSignedIn, ...identityScopeOf(context) });
  const modes = context.authenticationModes;
  return {
    api,
    captcha: { id: options.captchaId, ...captcha },
    loginLabel: t(loginLabelKey(modes)),
    loginLead: t(loginLeadKey(modes)),
    links: { ...options.links, signUp: context.createAccountEnabled ? options.links.signUp : null },
    thirdParty: (
      <ThirdPartySignIn
        ssoUrl={ssoLink(modes)}
        openIdProviders={context.openIdProviders ?? []}
        returnUrl={returnUrl}
      />
    ),
  };
}
