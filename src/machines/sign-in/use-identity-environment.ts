import { useState } from "react";
import { appConfig } from "../../services/config.ts";
import type { IdentityEnvironment, IdentityScope } from "./identity-environment.ts";

/**
 * The identity flows' environment in the browser: the API on this origin, the page language (the API writes
 * e-mails in it), localStorage for the token. Members touch `window` only when called, so the server render
 * can build it too.
 */
export function useIdentityEnvironment(
  language: string,
  operation = false,
  aliases: Omit<IdentityScope, "operation"> = {},
): IdentityEnvironment {
  const [environment] = useState<IdentityEnvironment>(() => ({
    options: {
      baseUrl: typeof window === "undefined" ? "http://localhost" : window.location.origin,
      language,
      applicationAlias: aliases.applicationAlias ?? appConfig.applicationAlias,
      tenantAlias: aliases.tenantAlias ?? appConfig.defaultTenantAlias,
    },
    storage: () => window.localStorage,
    operation,
  }));
  return environment;
}
