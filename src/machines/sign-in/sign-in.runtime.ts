import type { IdentityEnvironment } from "../flow-kit/identity-environment.ts";
import { provideSignIn } from "./sign-in.actors.ts";
import { connectSignIn, type SignInApi } from "./sign-in.connect.ts";
import type { SignInInput, SignInOutput } from "./sign-in.types.ts";
import { startFlow } from "../flow-kit/start-flow.ts";

/** Creates and starts the sign-in actor (loaded after hydration by use-sign-in.ts). */
export const runSignIn = (
  environment: IdentityEnvironment,
  input: SignInInput,
  onChange: (api: SignInApi) => void,
  onDone: (output: SignInOutput) => void,
) => startFlow(provideSignIn(environment), input, connectSignIn, onChange, onDone);
