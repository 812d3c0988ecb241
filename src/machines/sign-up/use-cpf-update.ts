import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { useFlowRuntime } from "../flow-kit/use-flow-runtime.ts";
import { useIdentityEnvironment } from "../flow-kit/use-identity-environment.ts";
import { idleCpfUpdate, type CpfUpdateApi } from "./cpf-update.connect.ts";
import type { CpfUpdateEvent } from "./cpf-update.machine.ts";

/** CPF update on a page (machine loaded after hydration); without a valid session, off to sign in and back here. */
export function useCpfUpdate(language: string): CpfUpdateApi {
  const environment = useIdentityEnvironment(language);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const api = useFlowRuntime<CpfUpdateApi, CpfUpdateEvent>(idleCpfUpdate, (onChange) =>
    import("./cpf-update.runtime.ts").then(({ runCpfUpdate }) => runCpfUpdate(environment, onChange)),
  );

  useEffect(() => {
    if (api.isSignedOut) navigate(`/signin/${encodeURIComponent(pathname)}`, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api.isSignedOut]);

  return api;
}
