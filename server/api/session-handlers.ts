import { Effect, Option } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import type { Logger } from "pino";
import { NotFound, ServiceUnavailable } from "#src/services/api/api-errors.ts";
import { CurrentUser } from "#src/services/api/authorization.ts";
import { PlatformApi } from "#src/services/api/platform-api-definition.ts";
import { Forbidden, Unauthorized } from "#src/services/api/session-api.ts";
import type { SamlService } from "../saml/saml-service.ts";
import { SessionRefused, type SessionService } from "../session/session-service.ts";
import type { ClientOf } from "../http/client-address.ts";
import { staffNotImpersonable } from "#src/domain/session/impersonation-refusals.ts";

/** Maps a refusal to its HTTP problem; anything else is a 503 (logged), never a 500. */
export const toProblem = (logger: Logger) => (error: unknown) => {
  if (error instanceof SessionRefused) {
    switch (error.refusal) {
      case "unauthenticated":
        return new Unauthorized({
          detail: "Sign in again: the access token is missing, expired or invalid.",
        });
      case "notOperator":
        return new Forbidden({ detail: "Only operators can access as another user.", code: "forbidden" });
      case "roleNotHeld":
        return new Forbidden({
          detail: "The user does not hold that role in this application and scope.",
          code: "roleNotHeld",
        });
      case "impersonating":
        return new Forbidden({
          detail: "Not while accessing as another user: end the impersonation first.",
          code: "impersonating",
        });
      case "staffNotImpersonable":
        return new Forbidden({
          detail:
            "Operators and other staff cannot be accessed as: their own sign-in keeps their actions theirs.",
          code: staffNotImpersonable,
        });
      case "forbidden":
        return new Forbidden({ detail: "Not allowed.", code: "forbidden" });
      case "userNotFound":
        return new NotFound({ detail: "No user has that username." });
      case "applicationNotFound":
        return new NotFound({ detail: "No application has that alias." });
      case "codeInvalid":
        return new Unauthorized({
          detail: "The hand-off code was already used, has expired or never existed.",
        });
      case "sessionNotFound":
        return new NotFound({ detail: "You have no active session with that id." });
    }
  }
  logger.error({ err: error }, "session call failed");
  return new ServiceUnavailable({
    detail: "The session service did not answer; try again in a few moments.",
  });
};

/** Spec §7 auth service calls of the session flows (issue 6). */
export const sessionHandlers = (
  service: SessionService,
  saml: Pick<SamlService, "logoutRequest">,
  logger: Logger,
  clientOf: ClientOf = (peer) => peer ?? "unknown",
) => {
  const run = <A>(work: () => Promise<A>) => Effect.tryPromise({ try: work, catch: toProblem(logger) });
  return HttpApiBuilder.group(PlatformApi, "session", (handlers) =>
    handlers
      .handle("session", ({ query }) =>
        CurrentUser.use((caller) => run(() => service.session(caller, query.applicationAlias))),
      )
      .handle("rights", ({ query }) =>
        CurrentUser.use((caller) => run(() => service.rights(caller, query.applicationAlias))),
      )
      .handle("lastAccess", () =>
        CurrentUser.use((caller) =>
          run(async () => (await service.session(caller, "artmed-marketplace")).lastAccess),
        ),
      )
      .handle("assumeIesRole", ({ params, payload }) =>
        CurrentUser.use((caller) =>
          run(() => service.assume(caller, { ...payload, tenantAlias: params.tenant, iesAlias: params.ies })),
        ),
      )
      .handle("assumeTenantRole", ({ params, payload }) =>
        CurrentUser.use((caller) =>
          run(() => service.assume(caller, { ...payload, tenantAlias: params.tenant, iesAlias: null })),
        ),
      )
      .handle("assumeApplicationRole", ({ payload }) =>
        CurrentUser.use((caller) =>
          run(() => service.assume(caller, { ...payload, tenantAlias: null, iesAlias: null })),
        ),
      )
      .handle("impersonate", ({ payload, request }) =>
        CurrentUser.use((caller) =>
          run(() =>
            service.impersonate(
              caller,
              { ...payload, applicationAlias: "artmed-marketplace" },
              // The impersonation's session is kept with the operator's place and browser (issue 25).
              {
                ip: clientOf(
                  Option.getOrUndefined(request.remoteAddress),
                  request.headers["x-forwarded-for"],
                ),
                userAgent: request.headers["user-agent"] ?? null,
              },
            ),
          ),
        ),
      )
      .handle("handOff", () => CurrentUser.use((caller) => run(() => service.handOffFor(caller))))
      .handle("exchangeHandOff", ({ payload }) => run(() => service.exchange(payload.tokenId)))
      .handle("ssoUrl", ({ params }) =>
        CurrentUser.use((caller) =>
          run(async () => {
            const application = await service.application(caller, params.app);
            // Only an application the person holds a role in hands out its address (authorised on the server).
            await service.requireRightsIn(caller, application.alias);
            const { tokenId } = await service.handOffFor(caller);
            return {
              redirectUrl: `${application.url}${application.url.includes("?") ? "&" : "?"}tokenId=${encodeURIComponent(tokenId)}`,
            };
          }),
        ),
      )
      .handle("samlLogout", ({ headers }) =>
        CurrentUser.use((caller) =>
          run(async () => ({ samlLogoutRequest: await saml.logoutRequest(headers.host ?? "", caller) })),
        ),
      )
      .handle("applicationByHostname", ({ params }) =>
        CurrentUser.use((caller) =>
          run(async () => {
            const { url: _url, ...application } = await service.application(caller, params.app);
            return application;
          }),
        ),
      ),
  );
};
