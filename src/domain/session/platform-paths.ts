/**
 * Where the platform shell lands (ADR 035). The spec's role selection and impersonation go to "/", but in this
 * deployment "/" is the storefront, so the platform's own home is a route of the platform layout.
 */
export const platformHomePath = "/home";

/** The address of the platform's application switcher for another application (spec §2, §6). */
export const redirectPathOf = (alias: string) => `/redirect/${encodeURIComponent(alias)}`;

/** The store's customer role (the one the quick purchase grants, server/payments/fast-buy.ts). */
export const storeCustomerRoleAlias = "aluno";

/** Where the store's customers land: the storefront, with its user menu (issue 28, ADR 066). */
export const storeHomePath = "/";

/**
 * Where someone lands after sign-in without a return URL (ADR 066): staff — anyone with an application, tenant or
 * institution role other than the store's customer role — land in the platform home; customers on the store.
 */
export function signedInLandingOf(rights: {
  applicationRoles: ReadonlyArray<unknown>;
  tenants: ReadonlyArray<{
    roles: ReadonlyArray<{ alias: string }>;
    ies: ReadonlyArray<{ roles: ReadonlyArray<unknown> }>;
  }>;
}): string {
  const customerOnly =
    rights.applicationRoles.length === 0 &&
    rights.tenants.length > 0 &&
    rights.tenants.every(
      (tenant) =>
        tenant.ies.every((ies) => ies.roles.length === 0) &&
        tenant.roles.every((role) => role.alias === storeCustomerRoleAlias),
    );
  return customerOnly ? storeHomePath : platformHomePath;
}
