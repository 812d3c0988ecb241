import { useMachine } from "@xstate/react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { safeReturnPath } from "../../domain/safe-redirect.ts";
import { useIdentityEnvironment } from "../sign-in/use-identity-environment.ts";
import { providePasswordChange } from "./password-change.actors.ts";
import { connectPasswordChange, type PasswordChangeApi } from "./password-change.connect.ts";

/** Expired/temporary password change; once changed, back to the page the person was sent away from. */
export function usePasswordChange(options: { language: string; returnUrl: string }): PasswordChangeApi {
  const environment = useIdentityEnvironment(options.language);
  const [machine] = useState(() => providePasswordChange(environment));
  const [snapshot, send] = useMachine(machine, { input: { returnUrl: options.returnUrl } });
  const navigate = useNavigate();

  useEffect(() => {
    if (snapshot.status === "done") navigate(safeReturnPath(snapshot.output.returnUrl), { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [snapshot.status]);

  return connectPasswordChange(snapshot, send);
}
