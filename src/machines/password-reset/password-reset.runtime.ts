import type { IdentityEnvironment } from "../flow-kit/identity-environment.ts";
import { startFlow } from "../flow-kit/start-flow.ts";
import { providePasswordReset } from "./password-reset.actors.ts";
import { connectPasswordReset, type PasswordResetApi } from "./password-reset.connect.ts";
import type { PasswordResetInput } from "./password-reset.types.ts";

/** Creates and starts the password-reset actor (loaded after hydration by use-password-reset.ts). */
export const runPasswordReset = (
  environment: IdentityEnvironment,
  input: PasswordResetInput,
  onChange: (api: PasswordResetApi) => void,
) => startFlow(providePasswordReset(environment), input, connectPasswordReset, onChange);
