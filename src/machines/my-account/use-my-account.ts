import { useFlowRuntime } from "../flow-kit/use-flow-runtime.ts";
import { useIdentityEnvironment } from "../flow-kit/use-identity-environment.ts";
import { idleMyAccount, type MyAccountApi } from "./my-account.connect.ts";
import type { MyAccountEvent } from "./my-account.types.ts";

/** My Account's flow (machine, XState and Effect loaded after hydration). */
export function useMyAccount(language: string): MyAccountApi {
  const environment = useIdentityEnvironment(language);
  return useFlowRuntime<MyAccountApi, MyAccountEvent>(idleMyAccount, (onChange) =>
    import("./my-account.runtime.ts").then(({ runMyAccount }) => runMyAccount(environment, onChange)),
  );
}
