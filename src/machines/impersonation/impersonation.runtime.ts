import { Effect } from "effect";
import { fromPromise } from "xstate";
import { roleChoicesOf } from "#src/domain/session/role-choices.ts";
import { staffNotImpersonable } from "#src/domain/session/impersonation-refusals.ts";
import { appConfig } from "#src/services/config.ts";
import { statusOf } from "#src/services/http/service-errors.ts";
import { CallFailed, runToPromise } from "#src/services/runtime.ts";
import { browserStaffUsers } from "#src/services/staff-users/browser-staff-users.ts";
import { StaffUsers } from "#src/services/staff-users/staff-users.service.ts";
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
/**
 * The person's roles in this application, looked up by username with the staff call (spec §7
 * get-user-by-username; the server allows it to operators only), so the page offers roles instead of free text.
 */
async function lookUpRoles(username: string, language: string, signal: AbortSignal) {
  const runtime = browserStaffUsers(language);
  try {
    const user = await runToPromise(
      runtime,
      Effect.flatMap(StaffUsers, (staff) => staff.byUsername(username)),
      signal,
    );
    // Staff act with their own sign-in (ADR 050): said at once, as the server would refuse the access.
    if (user.isOperator) throw { failure: staffNotImpersonable };
    return { username: user.username, choices: roleChoicesOf(user, appConfig.applicationAlias) };
  } catch (error) {
    const failure = error instanceof CallFailed ? error.failure : error;
    if (statusOf(failure) === 404) throw { failure: "personNotFound" };
    throw failure;
  } finally {
    void runtime.dispose();
  }
}

export const runImpersonation = (
  input: ImpersonationInput,
  onChange: (api: ImpersonationApi) => void,
  go: (to: string) => void,
) => {
  // The page's language: the API's refusals come back in it.
  const language = document.documentElement.lang || "pt-BR";
  let asName = "";
  const machine = impersonationMachine.provide({
    actors: {
      lookUpRoles: fromPromise(({ input: { username }, signal }) => lookUpRoles(username, language, signal)),
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
