import { fromPromise } from "xstate";
import { startFlow } from "../flow-kit/start-flow.ts";
import { beginImpersonation, endImpersonation, impersonateUser } from "../session-guard/session-effects.ts";
import { connectImpersonation, type ImpersonationApi } from "./impersonation.connect.ts";
import { impersonationMachine, type ImpersonationInput } from "./impersonation.machine.ts";

/**
 * The impersonation machine with its real effects (loaded after hydration by use-impersonation.ts): the
 * spec §7 `signin/impersonate` call, then the operator's token kept in the record and the new one stored;
 * leaving restores the operator's token. `go` receives where to go: the redirect after a start, the origin
 * path after leaving.
 */
export const runImpersonation = (
  input: ImpersonationInput,
  onChange: (api: ImpersonationApi) => void,
  go: (to: string) => void,
) => {
  let asName = "";
  const machine = impersonationMachine.provide({
    actors: {
      impersonate: fromPromise(({ input: request }) => {
        asName = request.username;
        return impersonateUser(request.username, request.roleAlias);
      }),
    },
    actions: {
      beginImpersonation: (_, params) => {
        beginImpersonation(params.token, { ...params.record, asName });
        go(params.record.redirect);
      },
      endImpersonation: () => endImpersonation(),
    },
  });
  return startFlow(machine, input, connectImpersonation, onChange, (output) => go(output.navigateTo));
};
