import { Effect, Exit, Option } from "effect";
import { HttpServerRequest, HttpServerRespondable, type HttpServerResponse } from "effect/http";
import type { IncomingMessage } from "node:http";
import type { Logger } from "pino";
import { Forbidden } from "#src/services/api/session-api.ts";
import { moneyMovingWhileImpersonating } from "#src/domain/session/impersonation-refusals.ts";
import { recordAudit, type NewAuditEvent } from "../db/audit/audit-queries.ts";
import type { Db } from "../db/database.ts";
import type { ClientOf } from "../http/client-address.ts";
import { loggableUrl } from "../http/logger.ts";
import { bearerToken, type TokenIssuer } from "../identity/access-tokens.ts";
import { isMoneyMoving } from "./money-moving-calls.ts";

export interface ImpersonationGuardDependencies {
  db: Db;
  tokens: TokenIssuer;
  logger: Logger;
  clientOf: ClientOf;
}

const pathOf = (url: string) => {
  try {
    return new URL(url, "http://api.invalid").pathname;
  } catch {
    return url.split("?")[0] ?? "";
  }
};

const refusal = () =>
  HttpServerRespondable.toResponse(
    new Forbidden({
      detail:
        "Payments, cancellations, credit and purchases are not allowed while accessing as another user.",
      code: moneyMovingWhileImpersonating,
    }),
  );

/**
 * Runs around every API request (issue 25, ADR 050), once, where the bearer token is first read: a request made
 * with an impersonation token is refused (403) when it would move money, and every such request — refused or
 * not — is appended to the audit log with both people, its method, its path (no query: query values can be
 * secrets, and the request log's redaction applies to the path) and the status it got.
 */
export const impersonationGuard =
  ({ db, tokens, logger, clientOf }: ImpersonationGuardDependencies) =>
  <E, R>(app: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>) =>
    Effect.gen(function* () {
      const request = yield* HttpServerRequest.HttpServerRequest;
      const token = bearerToken(request.headers["authorization"]);
      const claims = token ? yield* Effect.promise(() => tokens.verify(token)) : null;
      if (claims?.impersonatorId == null) return yield* app;
      const path = pathOf(request.url);
      const exit = isMoneyMoving(request.method, path)
        ? Exit.succeed(yield* refusal())
        : yield* Effect.exit(app);
      const event = impersonatedRequest(claims, {
        ip: clientOf(Option.getOrUndefined(request.remoteAddress), request.headers["x-forwarded-for"]),
        method: request.method,
        path,
        // A failure no handler turned into an answer is a 500 from the server.
        status: Exit.isSuccess(exit) ? exit.value.status : 500,
      });
      yield* Effect.promise(() => audited(db, logger, event));
      return yield* exit;
    });

const impersonatedRequest = (
  claims: { impersonatorId: number | null; userId: number },
  request: { ip: string; method: string; path: string; status: number },
): NewAuditEvent => ({
  action: "impersonated.request",
  actorId: claims.impersonatorId,
  actingAsId: claims.userId,
  subjectId: claims.userId,
  ip: request.ip,
  detail: { method: request.method, path: loggableUrl(request.path), status: request.status },
});

/**
 * The same audit line for a request answered outside the API handler (the photo upload's stage streams its body
 * and runs beside it): called once the answer is sent.
 */
export async function auditIfImpersonated(
  { db, tokens, logger, clientOf }: ImpersonationGuardDependencies,
  request: IncomingMessage,
  status: number,
): Promise<void> {
  const token = bearerToken(request.headers["authorization"]);
  const claims = token ? await tokens.verify(token) : null;
  if (claims?.impersonatorId == null) return;
  const event = impersonatedRequest(claims, {
    ip: clientOf(request.socket.remoteAddress, request.headers["x-forwarded-for"]),
    method: request.method ?? "",
    path: pathOf(request.url ?? "/"),
    status,
  });
  await audited(db, logger, event);
}

async function audited(db: Db, logger: Logger, event: NewAuditEvent) {
  try {
    await recordAudit(db, event);
  } catch (error) {
    // The answer is already decided (and may have changed data): it stands, and the missing line is reported
    // loudly with everything it would have said.
    logger.error({ err: error, audit: event }, "impersonated request not audited");
  }
}
