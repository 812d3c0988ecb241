import { Effect, Option } from "effect";
import type { HttpServerRequest } from "effect/http";
import { HttpApiBuilder } from "effect/http-api";
import type { Logger } from "pino";
import { ServiceUnavailable } from "#src/services/api/api-errors.ts";
import {
  IdentityBadGateway,
  IdentityCaptchaRejected,
  IdentityConflict,
  IdentityForbidden,
  IdentityGone,
  IdentityInvalid,
  IdentityNotFound,
  IdentityThrottled,
  IdentityUnauthorized,
} from "#src/services/api/identity-api.ts";
import { CurrentUser } from "#src/services/api/authorization.ts";
import { PlatformApi } from "#src/services/api/platform-api-definition.ts";
import { languageOfHeader } from "../identity/identity-mail.ts";
import { IdentityRefused, type IdentityService, type RequestInfo } from "../identity/identity-service.ts";
import type { LinkOrigin } from "../identity/link-origin.ts";
import type { ClientOf } from "../http/client-address.ts";

const details: Record<string, string> = {
  invalidCredentials: "Invalid username or password.",
  tooManyAttempts: "Login attempts exceeded; try again later.",
  captchaRequired: "Solve the challenge before proceeding.",
  loginRequired: "Login or e-mail and password are required.",
  fieldsRequired: "A required field is missing or invalid.",
  invalidInformation: "Invalid information.",
  invalidLanguage: "Invalid language; use pt-BR, en or es.",
  invalidTimezone: "Invalid timezone; use an IANA name such as America/Sao_Paulo.",
  invalidTheme: "Invalid theme; use light, dark, contrast-light or contrast-dark.",
  incorrectCode: "Incorrect code, try again.",
  codeExpired: "The code has expired or was already used; ask for a new one.",
  userAlreadyExists: "User already exists.",
  emailNotFound: "E-mail not found: this account has no e-mail address to send the code to.",
  cellphoneNotFound: "Cellphone number not found: this account has no cellphone to send the code to.",
  cpfAlreadyRegistered: "CPF already in the system.",
  signUpDisabled: "This tenant does not accept new accounts; contact the institution or support.",
  emailInvalid: "The e-mail is invalid.",
  weakPassword: "The password does not meet the requirements.",
  sameAsPrevious: "The new password must differ from the previous one.",
  resetLinkExpired: "The reset link has expired.",
  resetTokenUsed: "The reset link was already used or is invalid.",
  emailSendFailed: "The confirmation e-mail could not be sent.",
  impersonating: "Not while accessing as another user: the e-mail stays the person's own.",
  tooManyPlaces:
    "This account signed in from 5 different places today (one place at a time, spec §6); reset the password to continue here.",
};

/** IdentityRefused → its problem (status chosen by the code, `code` kept); anything else is a logged 503. */
export const identityProblem = (logger: Logger) => (error: unknown) => {
  if (!(error instanceof IdentityRefused)) {
    logger.error({ err: error }, "identity call failed");
    return new ServiceUnavailable({
      detail: "The identity service did not answer; try again in a few moments.",
    });
  }
  const body = {
    code: error.code,
    detail: error.detail ?? details[error.code] ?? "The request could not be processed.",
    ...(error.field ? { field: error.field } : {}),
  };
  switch (error.code) {
    case "invalidCredentials":
    case "incorrectCode":
    case "userNotFound":
      return new IdentityUnauthorized(body);
    case "captchaRequired":
      return new IdentityCaptchaRejected(body);
    case "signUpDisabled":
    case "impersonating":
    case "tooManyPlaces":
      return new IdentityForbidden(body);
    case "notFound":
      return new IdentityNotFound(body);
    case "userAlreadyExists":
    case "cpfAlreadyRegistered":
      return new IdentityConflict(body);
    case "resetLinkExpired":
    case "resetTokenUsed":
    case "codeExpired":
      return new IdentityGone(body);
    case "tooManyAttempts":
      return new IdentityThrottled({ ...body, retryAfterSeconds: error.retryAfterSeconds });
    case "emailSendFailed":
      return new IdentityBadGateway(body);
    default:
      return new IdentityInvalid(body);
  }
};

/** For a call whose only refusal is throttling (linx-login): its 429, else the logged 503. */
export const throttledOrUnavailable = (logger: Logger) => (error: unknown) => {
  const problem = identityProblem(logger)(error);
  return problem instanceof IdentityThrottled || problem instanceof ServiceUnavailable
    ? problem
    : new ServiceUnavailable({ detail: "The identity service did not answer; try again in a few moments." });
};

/**
 * Client IP (server/http/client-address.ts: the socket's peer, or what a trusted proxy reports when TRUST_PROXY
 * is set), the language to write e-mails in, and the origin e-mailed links use (server/identity/link-origin.ts:
 * PUBLIC_URL, else the request's host only when this deployment serves it, else the default origin).
 */
export async function requestInfo(
  request: HttpServerRequest.HttpServerRequest,
  clientOf: ClientOf,
  links: LinkOrigin,
): Promise<RequestInfo> {
  const headers = request.headers;
  return {
    ip: clientOf(Option.getOrUndefined(request.remoteAddress), headers["x-forwarded-for"]),
    origin: await links(headers["host"], headers["x-forwarded-proto"]),
    language: languageOfHeader(headers["accept-language"]),
    userAgent: headers["user-agent"] ?? null,
  };
}

/** Sign-in under /api/auth (spec §7 auth service). */
export const identityAuthHandlers = (
  service: IdentityService,
  logger: Logger,
  clientOf: ClientOf,
  links: LinkOrigin,
) => {
  const run = <A>(work: () => Promise<A>) => Effect.tryPromise({ try: work, catch: identityProblem(logger) });
  return HttpApiBuilder.group(PlatformApi, "identityAuth", (handlers) =>
    handlers
      .handle("signInTenant", ({ params, headers, payload, request }) =>
        run(async () =>
          service.signIn(
            { ...payload, captcha: headers.captcha, form: { kind: "tenant", tenant: params.tenant } },
            await requestInfo(request, clientOf, links),
          ),
        ),
      )
      .handle("signInOperation", ({ headers, payload, request }) =>
        run(async () =>
          service.signIn(
            { ...payload, captcha: headers.captcha, form: { kind: "operation" } },
            await requestInfo(request, clientOf, links),
          ),
        ),
      )
      .handle("tokenCheck", () => CurrentUser.use((caller) => run(() => service.tokenCheck(caller)))),
  );
};

/** Recovery, reset, sign-up, me and authentication codes under /api/users and /api/subscription. */
export const identityUsersHandlers = (
  service: IdentityService,
  logger: Logger,
  clientOf: ClientOf,
  links: LinkOrigin,
) => {
  const run = <A>(work: () => Promise<A>) => Effect.tryPromise({ try: work, catch: identityProblem(logger) });
  return HttpApiBuilder.group(PlatformApi, "identityUsers", (handlers) =>
    handlers
      .handle("recoverUsernameOperation", ({ params, headers, payload, request }) =>
        run(async () =>
          service.recoverUsername(
            { ...payload, captcha: headers.captcha, form: { kind: "operation" }, app: params.app },
            await requestInfo(request, clientOf, links),
          ),
        ),
      )
      .handle("recoverUsernameTenant", ({ params, headers, payload, request }) =>
        run(async () =>
          service.recoverUsername(
            {
              ...payload,
              captcha: headers.captcha,
              form: { kind: "tenant", tenant: params.tenant },
              app: params.app,
            },
            await requestInfo(request, clientOf, links),
          ),
        ),
      )
      .handle("resetPasswordOperation", ({ params, headers, payload, request }) =>
        run(async () =>
          service.requestReset(
            { ...payload, captcha: headers.captcha, form: { kind: "operation" }, app: params.app },
            await requestInfo(request, clientOf, links),
          ),
        ),
      )
      .handle("resetPasswordTenant", ({ params, headers, payload, request }) =>
        run(async () =>
          service.requestReset(
            {
              ...payload,
              captcha: headers.captcha,
              form: { kind: "tenant", tenant: params.tenant },
              app: params.app,
            },
            await requestInfo(request, clientOf, links),
          ),
        ),
      )
      .handle("confirmPassword", ({ payload }) =>
        run(() => service.confirmReset(payload.token, payload.newPassword)),
      )
      .handle("checkResetToken", ({ params }) =>
        run(async () => ({
          valid: true as const,
          expiresAt: (await service.checkResetToken(params.token)).expiresAt.toISOString(),
        })),
      )
      .handle("changeMyPassword", ({ payload, request }) =>
        CurrentUser.use((caller) =>
          run(async () =>
            service.changeMyPassword(
              caller,
              payload.currentPassword,
              payload.newPassword,
              await requestInfo(request, clientOf, links),
            ),
          ),
        ),
      )
      .handle("signUpTenant", ({ params, query, headers, payload, request }) =>
        run(async () =>
          service.signUp(
            payload,
            headers.captcha,
            { tenant: params.tenant, ies: null },
            await requestInfo(request, clientOf, links),
            query.sendEmail === "true",
          ),
        ),
      )
      .handle("signUpIes", ({ params, query, headers, payload, request }) =>
        run(async () =>
          service.signUp(
            payload,
            headers.captcha,
            { tenant: params.tenant, ies: params.ies },
            await requestInfo(request, clientOf, links),
            query.sendEmail === "true",
          ),
        ),
      )
      .handle("me", () => CurrentUser.use((caller) => run(() => service.me(caller))))
      .handle("updateMe", ({ payload, request }) =>
        CurrentUser.use((caller) =>
          run(async () => service.updateMe(caller, payload, await requestInfo(request, clientOf, links))),
        ),
      )
      .handle("subscriptionSignUp", ({ headers, payload, request }) =>
        run(async () =>
          service.signUpOnHost(
            payload,
            headers.captcha,
            request.headers["host"],
            await requestInfo(request, clientOf, links),
          ),
        ),
      )
      .handle("subscriptionSignUpIes", ({ params, headers, payload, request }) =>
        run(async () =>
          service.signUpAtIes(
            payload,
            headers.captcha,
            params.iesAlias,
            await requestInfo(request, clientOf, links),
          ),
        ),
      )
      .handle("generateAuthenticationCode", ({ payload, request }) =>
        run(async () =>
          service.resendCode(
            payload.challengeId,
            await requestInfo(request, clientOf, links),
            payload.channel,
          ),
        ),
      )
      .handle("validateAuthenticationCode", ({ payload, request }) =>
        run(async () =>
          service.validateCode(
            payload.challengeId,
            payload.code,
            await requestInfo(request, clientOf, links),
          ),
        ),
      ),
  );
};
