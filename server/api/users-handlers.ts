import { Effect, Option } from "effect";
import type { HttpServerRequest } from "effect/http";
import { HttpApiBuilder } from "effect/http-api";
import type { Logger } from "pino";
import { maskedEmail } from "#src/domain/identity/masked-email.ts";
import { InvalidInput, NotFound } from "#src/services/api/api-errors.ts";
import { PlatformApi } from "#src/services/api/platform-api-definition.ts";
import type { Db } from "../db/database.ts";
import type { ClientOf } from "../http/client-address.ts";
import type { IdentityService } from "../identity/identity-service.ts";
import type { SessionService } from "../session/session-service.ts";
import {
  conditionEmail,
  customerById,
  customersByCondition,
  personByCpf,
  personByEmail,
  postalCodeLocality,
  registeredEmail,
} from "../db/users/users-queries.ts";
import { cpfTarget, emailTarget, reserveLookup, type LookupTarget } from "../users/lookup-limits.ts";
import { auditRead, mayRead, personReaderOf, type RecordKeys } from "../users/person-readers.ts";
import { fromDb, orNotFound } from "./handler-kit.ts";
import { throttledOrUnavailable as identityThrottledOrUnavailable } from "./identity-handlers.ts";
import { lookupProblem, LookupThrottled, throttledOrUnavailable } from "./lookup-problems.ts";
import { clientIpOf } from "./request-client.ts";

/**
 * Spec §7 "Users" lookups; the linx-* failures use spec §5's exact messages. The personal ones (issue 25,
 * ADR 049) count against the client's and the target's limits first, then serve a record only to its person or
 * to staff whose role needs it (audited); anyone else gets what an unknown key gets. linx-login checks a
 * password, so it goes through the identity service's throttling (client address as for sign-in).
 */
export const usersHandlers = (
  db: Db,
  logger: Logger,
  identity: IdentityService,
  session: Pick<SessionService, "claimsOf">,
  clientOf: ClientOf,
) => {
  const query = fromDb(logger);
  const run = <A>(work: () => Promise<A>) => Effect.tryPromise({ try: work, catch: lookupProblem(logger) });

  /** Counts the lookup against its limits, then names who asks (401 without a valid token). */
  const admit = async (
    request: HttpServerRequest.HttpServerRequest,
    authorization: string | undefined,
    target: LookupTarget,
  ) => {
    const ip = clientIpOf(request, clientOf);
    const wait = await reserveLookup(db, ip, target);
    if (wait > 0) throw new LookupThrottled(wait);
    return { ip, reader: await personReaderOf(db, (await session.claimsOf(authorization)).claims) };
  };

  /** The records the caller may see, each staff or impersonated read audited; null or [] stands for "none". */
  const visible = async <A extends RecordKeys>(
    asker: Awaited<ReturnType<typeof admit>>,
    records: readonly A[],
    kind: "person" | "customer",
  ) => {
    const allowed = records.filter((record) => mayRead(asker.reader, record));
    for (const record of allowed) {
      const customerId = (record as { customerId?: number }).customerId;
      await auditRead(db, asker.reader, record, {
        kind,
        ip: asker.ip,
        ...(customerId === undefined ? {} : { customerId }),
      });
    }
    return allowed;
  };

  const one = <A extends RecordKeys>(
    request: HttpServerRequest.HttpServerRequest,
    authorization: string | undefined,
    target: LookupTarget,
    read: () => Promise<A | null>,
    kind: "person" | "customer",
  ) =>
    run(async () => {
      const asker = await admit(request, authorization, target);
      const record = await read();
      return (await visible(asker, record ? [record] : [], kind))[0] ?? null;
    });

  return HttpApiBuilder.group(PlatformApi, "users", (handlers) =>
    handlers
      .handle("personRegistration", ({ query: params, request }) => {
        const { cpf, email } = params;
        if ((cpf === undefined) === (email === undefined))
          return Effect.fail(
            new InvalidInput({
              detail: "Ask about exactly one of cpf and email.",
              field: cpf ? "email" : "cpf",
            }),
          );
        return Effect.tryPromise({
          try: async () => {
            const target = cpf !== undefined ? cpfTarget(cpf) : emailTarget(email!);
            const wait = await reserveLookup(db, clientIpOf(request, clientOf), target);
            if (wait > 0) throw new LookupThrottled(wait);
            const found = await registeredEmail(db, cpf !== undefined ? { cpf } : { email: email! });
            return { registered: found !== null, maskedEmail: found === null ? null : maskedEmail(found) };
          },
          catch: throttledOrUnavailable(logger),
        });
      })
      .handle("personByCpf", ({ params, headers, request }) =>
        one(
          request,
          headers.authorization,
          cpfTarget(params.cpf),
          () => personByCpf(db, params.cpf),
          "person",
        ).pipe(orNotFound("No person has this CPF.")),
      )
      .handle("personByEmail", ({ params, headers, request }) =>
        one(
          request,
          headers.authorization,
          emailTarget(params.email),
          () => personByEmail(db, params.email),
          "person",
        ).pipe(orNotFound("No person has this e-mail.")),
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
          catch: identityThrottledOrUnavailable(logger),
        }),
      )
      .handle("linxGetCustomer", ({ payload, headers, request }) =>
        one(
          request,
          headers.authorization,
          `customer:${payload.customerId}`,
          () => customerById(db, payload.customerId),
          "customer",
        ).pipe(orNotFound("GetCustomer not found.")),
      )
      .handle("linxGetCustomerByCondition", ({ payload, headers, request }) =>
        run(async () => {
          const target = emailTarget(conditionEmail(payload.condition) ?? payload.condition);
          const asker = await admit(request, headers.authorization, target);
          return visible(asker, await customersByCondition(db, payload.condition), "customer");
        }).pipe(
          Effect.flatMap((result) =>
            result.length === 0
              ? Effect.fail(new NotFound({ detail: "GetCustomerByEmail not found." }))
              : Effect.succeed({ isValid: true, result }),
          ),
        ),
      ),
  );
};
