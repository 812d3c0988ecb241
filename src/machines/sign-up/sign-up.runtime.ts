import type { IdentityEnvironment } from "../flow-kit/identity-environment.ts";
import { startFlow } from "../flow-kit/start-flow.ts";
import { provideSignUp } from "./sign-up.actors.ts";
import { connectSignUp, type SignUpApi } from "./sign-up.connect.ts";

/** Creates and starts the sign-up actor (loaded after hydration by use-sign-up.ts). */
export const runSignUp = (
  environment: IdentityEnvironment,
  onChange: (api: SignUpApi) => void,
  onDone: () => void,
) => startFlow(provideSignUp(environment), undefined, connectSignUp, onChange, onDone);
