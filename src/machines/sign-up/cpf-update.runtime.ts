import type { IdentityEnvironment } from "../sign-in/identity-environment.ts";
import { startFlow } from "../sign-in/start-flow.ts";
import { provideCpfUpdate } from "./cpf-update.actors.ts";
import { connectCpfUpdate, type CpfUpdateApi } from "./cpf-update.connect.ts";

/** Creates and starts the CPF-update actor (loaded after hydration by use-cpf-update.ts). */
export const runCpfUpdate = (environment: IdentityEnvironment, onChange: (api: CpfUpdateApi) => void) =>
  startFlow(provideCpfUpdate(environment), undefined, connectCpfUpdate, onChange);
