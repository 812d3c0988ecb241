import type { IdentityEnvironment } from "../flow-kit/identity-environment.ts";
import { startFlow } from "../flow-kit/start-flow.ts";
import { providePasswordChange } from "./password-change.actors.ts";
import { connectPasswordChange, type PasswordChangeApi } from "./password-change.connect.ts";
import type { PasswordChangeInput } from "./password-change.machine.ts";

/** Creates and starts the password-change actor (loaded after hydration by use-password-change.ts). */
export const runPasswordChange = (
  environment: IdentityEnvironment,
  input: PasswordChangeInput,
  onChange: (api: PasswordChangeApi) => void,
  onDone: (output: { returnUrl: string }) => void,
) => startFlow(providePasswordChange(environment), input, connectPasswordChange, onChange, onDone);
