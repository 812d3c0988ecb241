import { useMachine } from "@xstate/react";
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useIdentityEnvironment } from "../sign-in/use-identity-environment.ts";
import { provideCpfUpdate } from "./cpf-update.actors.ts";
import { connectCpfUpdate, type CpfUpdateApi } from "./cpf-update.connect.ts";

/** CPF update on a page; without a valid session, off to sign in and back here. */
export function useCpfUpdate(language: string): CpfUpdateApi {
  const environment = useIdentityEnvironment(language);
  const [machine] = useState(() => provideCpfUpdate(environment));
  const [snapshot, send] = useMachine(machine);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const api = connectCpfUpdate(snapshot, send);

  useEffect(() => {
    if (api.isSignedOut) navigate(`/signin/${encodeURIComponent(pathname)}`, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api.isSignedOut]);

  return api;
}
