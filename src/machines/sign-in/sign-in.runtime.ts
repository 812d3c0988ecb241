import { createActor } from "xstate";
import type { FlowRuntime } from "./use-flow-runtime.ts";
import type { IdentityEnvironment } from "./identity-environment.ts";
import { provideSignIn } from "./sign-in.actors.ts";
import { connectSignIn, type SignInApi } from "./sign-in.connect.ts";
import type { SignInEvent, SignInInput, SignInOutput } from "./sign-in.types.ts";

/** Creates and starts the sign-in actor (loaded after hydration by use-sign-in.ts). */
export function runSignIn(
  environment: IdentityEnvironment,
  input: SignInInput,
  onChange: (api: SignInApi) => void,
  onDone: (output: SignInOutput) => void,
): FlowRuntime<SignInEvent> {
  const actor = createActor(provideSignIn(environment), { input });
  actor.subscribe((snapshot) => {
    onChange(connectSignIn(snapshot, actor.send));
    if (snapshot.status === "done") onDone(snapshot.output);
  });
  actor.start();
  return { send: (event) => actor.send(event), stop: () => actor.stop() };
}
