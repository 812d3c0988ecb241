import { Effect, Option } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import type { Logger } from "pino";
import { NotFound } from "../../src/services/api/api-errors.ts";
import { PlatformApi } from "../../src/services/api/platform-api-definition.ts";
import type { Db } from "../db/database.ts";
import type { ClientOf } from "../http/client-address.ts";
import type { IdentityService } from "../identity/identity-service.ts";
import {
  customerById,
  customersByCondition,
  personByCpf,
  personByEmail,
  postalCodeLocality,
} from "../db/users/users-queries.ts";
import { fromDb, orNotFound } from "./handler-kit.ts";
import { throttledOrUnavailable } from "./identity-handlers.ts";

/**
 * Spec §7 "Users" lookups that need no sign-in; the linx-* failures use spec §5's exact messages. linx-login
 * checks a password, so it goes through the identity service's throttling (client address as for sign-in).
 */
export const usersHandlers = (db: Db, logger: Logger, identity: IdentityService, clientOf: ClientOf) => {
  const query = fromDb(logger);
  return HttpApiBuilder.group(PlatformApi, "users", (handlers) =>
    handlers
      .handle("personByCpf", ({ params }) =>
        query(() => personByCpf(db, params.cpf)).pipe(orNotFound("No person has this CPF.")),
      )
      .handle("personByEmail", ({ params }) =>
        query(() => personByEmail(db, params.email)).pipe(orNotFound("No person has this e-mail.")),
      )
      .handle("postalCodeLocality", ({ query: params }) =>
        query(() => postalCodeLocality(db, params.postalCode)).pipe(
          orNotFound(`No locality is known for the postal code ${params.postalCode}.`),
        ),
      )
      .handle("linxLogin", ({ payload, request }) =>
        Effect.tryPromise({
          try: () =>
            identity.linxLogin(payload.Email, payload.Password, {
              ip: clientOf(Option.getOrUndefined(request.remoteAddress), request.headers["x-forwarded-for"]),
              // The subscription service's tenant header: its sign-in modes apply (issue 25).
              tenantAlias: request.headers["x-tenant-alias"],
            }),
          catch: throttledOrUnavailable(logger),
        }),
      )
      .handle("linxGetCustomer", ({ payload }) =>
        query(() => customerById(db, payload.customerId)).pipe(orNotFound("GetCustomer not found.")),
      )
      .handle("linxGetCustomerByCondition", ({ payload }) =>
        query(() => customersByCondition(db, payload.condition)).pipe(
          Effect.flatMap((result) =>
            result.length === 0
              ? Effect.fail(new NotFound({ detail: "GetCustomerByEmail not found." }))
              : Effect.succeed({ isValid: true, result }),
          ),
        ),
      ),
  );
};
