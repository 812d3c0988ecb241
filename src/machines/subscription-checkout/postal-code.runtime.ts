import { Effect } from "effect";
import { appConfig } from "#src/services/config.ts";
import type { Locality } from "#src/services/api/users-api.ts";
import { runToPromiseWith } from "#src/services/runtime.ts";
import { SubscriptionUsers } from "#src/services/subscription-users/subscription-users.service.ts";

/**
 * The locality of a CEP (spec §7 GET /postalcode/locality), loaded after hydration by use-postal-code.ts. Any
 * failure (unknown CEP, no network) is null: the address fields stay for the person to type.
 */
export async function lookUpPostalCode(language: string, postalCode: string): Promise<Locality | null> {
  const program = Effect.flatMap(SubscriptionUsers, (users) => users.postalCodeLocality(postalCode)).pipe(
    Effect.provide(
      SubscriptionUsers.layer({
        baseUrl: window.location.origin,
        language,
        tenantAlias: appConfig.defaultTenantAlias,
      }),
    ),
  );
  return runToPromiseWith(program).catch(() => null);
}
