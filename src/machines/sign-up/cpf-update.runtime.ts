import type { IdentityEnvironment } from "../flow-kit/identity-environment.ts";
import { startFlow } from "../flow-kit/start-flow.ts";
import { provideCpfUpdate } from "./cpf-update.actors.ts";
import { connectCpfUpdate, type CpfUpdateApi } from "./cpf-update.connect.ts";

/** Creates and starts the CPF-update actor (loaded after hydration by use-cpf-update.ts). */
export const runCpfUpdate = (environment: IdentityEnvironment, onChange: (api: CpfUpdateApi) => void) =>
  startFlow(provideCpfUpdate(environment), undefined, connectCpfUpdate, onChange);
