import { useRouteLoaderData } from "react-router";
import type { SignInContext } from "#src/services/api/settings-api.ts";
import { defaultSignInContext } from "#src/services/settings/default-sign-in-context.ts";
import type { loader } from "../layouts/auth.layout.tsx";

/** The host's sign-in context from the auth layout's loader (the default one outside that layout). */
export function useSignInContext(): SignInContext {
  const data = useRouteLoaderData<typeof loader>("routes/layouts/auth.layout");
  return data?.signInContext ?? defaultSignInContext("");
}

/** Where the page's identity calls go: operation paths and application in operation mode, else the tenant's. */
export const identityScopeOf = (context: SignInContext) => ({
  operation: context.operation,
  applicationAlias: context.applicationAlias,
  tenantAlias: context.tenantAlias,
  owner: context.applicationOwner,
  applicationLogoUrl: context.applicationLogoUrl,
});
