import { useState } from "react";
import { appConfig } from "#src/services/config.ts";
import type { IdentityEnvironment, IdentityScope } from "./identity-environment.ts";

/**
 * The identity flows' environment in the browser: the API on this origin, the page language (the API writes
 * e-mails in it), localStorage for the token (this tab's sessionStorage first, independent tabs). Members touch `window` only when called, so the server render
 * can build it too.
 */
export function useIdentityEnvironment(
  language: string,
  operation = false,
  aliases: Omit<IdentityScope, "operation"> = {},
): IdentityEnvironment {
  const [environment] = useState<IdentityEnvironment>(() =>
    identityEnvironment(language, operation, aliases),
  );
  return environment;
}

/** The same environment outside a component (a lazily loaded save, ADR 039). */
export function identityEnvironment(
  language: string,
  operation = false,
  aliases: Omit<IdentityScope, "operation"> = {},
): IdentityEnvironment {
  return {
    options: {
      baseUrl: typeof window === "undefined" ? "http://localhost" : window.location.origin,
      language,
      applicationAlias: aliases.applicationAlias ?? appConfig.applicationAlias,
      tenantAlias: aliases.tenantAlias ?? appConfig.defaultTenantAlias,
      owner: aliases.owner ?? null,
      applicationLogoUrl: aliases.applicationLogoUrl ?? null,
    },
    storage: () => window.localStorage,
    tabStorage: () => window.sessionStorage,
    operation,
  };
}
