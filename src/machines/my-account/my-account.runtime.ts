import type { IdentityEnvironment } from "../flow-kit/identity-environment.ts";
import { startFlow } from "../flow-kit/start-flow.ts";
import { provideMyAccount } from "./my-account.actors.ts";
import { connectMyAccount, type MyAccountApi } from "./my-account.connect.ts";

/** Creates and starts the My Account actor (loaded after hydration by use-my-account.ts). */
export const runMyAccount = (environment: IdentityEnvironment, onChange: (api: MyAccountApi) => void) =>
  startFlow(provideMyAccount(environment), undefined, connectMyAccount, onChange);
