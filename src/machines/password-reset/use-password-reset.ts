import { useMachine } from "@xstate/react";
import { useState } from "react";
import type { IdentityScope } from "../sign-in/identity-environment.ts";
import { useCaptcha, type CaptchaState } from "../sign-in/use-captcha.ts";
import { useIdentityEnvironment } from "../sign-in/use-identity-environment.ts";
import { providePasswordReset } from "./password-reset.actors.ts";
import { connectPasswordReset, type PasswordResetApi } from "./password-reset.connect.ts";

/** Password reset on a page: without a token it asks for a link; with the e-mailed token it checks it first. */
export function usePasswordReset(options: {
  language: string;
  token: string | null;
  /** The host's sign-in context: the operation or the tenant path for the link request. */
  scope?: IdentityScope;
}): { api: PasswordResetApi; captcha: CaptchaState } {
  const scope = options.scope ?? {};
  const environment = useIdentityEnvironment(options.language, scope.operation ?? false, scope);
  const [machine] = useState(() => providePasswordReset(environment));
  const [snapshot, send] = useMachine(machine, { input: { token: options.token } });
  const api = connectPasswordReset(snapshot, send);
  return { api, captcha: useCaptcha(environment, api.isBusy) };
}
