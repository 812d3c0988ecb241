import type { IdentityEnvironment } from "../flow-kit/identity-environment.ts";
import { startFlow } from "../flow-kit/start-flow.ts";
import { provideForgotUsername } from "./forgot-username.actors.ts";
import { connectForgotUsername, type ForgotUsernameApi } from "./forgot-username.connect.ts";

/** Creates and starts the forgot-username actor (loaded after hydration by use-forgot-username.ts). */
export const runForgotUsername = (
  environment: IdentityEnvironment,
  onChange: (api: ForgotUsernameApi) => void,
) => startFlow(provideForgotUsername(environment), undefined, connectForgotUsername, onChange);
