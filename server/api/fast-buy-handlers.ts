import { Effect } from "effect";
import type { HttpServerRequest } from "effect/http";
import { CaptchaRejected, InvalidInput, NotFound, ServiceUnavailable } from "#src/services/api/api-errors.ts";
import type { FastBuyPayload } from "#src/services/api/checkout-api.ts";
import { Conflict, IdempotencyKeyReused } from "#src/services/api/checkout-schemas.ts";
import { Unauthorized } from "#src/services/api/session-api.ts";
import { languageOfHeader } from "../identity/identity-mail.ts";
import type { CheckoutContext } from "../payments/checkout-context.ts";
import { fastBuyService } from "../payments/fast-buy.ts";
import type { ClientOf } from "../http/client-address.ts";
import { clientIpOf } from "./request-client.ts";

type Problem =
  | Unauthorized
  | NotFound
  | InvalidInput
  | Conflict
  | IdempotencyKeyReused
  | CaptchaRejected
  | ServiceUnavailable;

/** POST /api/subscription/users/fast-buy: 201 {accessToken}; 403 without a solved captcha; 409 e-mail or CPF taken. */
export function fastBuyHandler(
  context: CheckoutContext,
  toProblem: (error: unknown) => Problem,
  origin: (request: HttpServerRequest.HttpServerRequest) => Promise<string>,
  clientOf: ClientOf,
) {
  const fastBuy = fastBuyService(context);
  return ({
    headers,
    payload,
    request,
  }: {
    headers: { captcha?: string };
    payload: FastBuyPayload;
    request: HttpServerRequest.HttpServerRequest;
  }) =>
    Effect.tryPromise({
      try: async () =>
        fastBuy(
          payload,
          headers.captcha,
          payload.language ?? languageOfHeader(request.headers["accept-language"]),
          await origin(request),
          // The new account's first session (issue 25); a brand-new account has no other place yet.
          { ip: clientIpOf(request, clientOf), userAgent: request.headers["user-agent"] ?? null },
        ),
      catch: (error) => {
        const problem = toProblem(error);
        // No token is involved and no payment: whatever else surfaces is a refusal of the input.
        return problem instanceof Unauthorized || problem instanceof IdempotencyKeyReused
          ? new InvalidInput({ detail: problem.detail, field: "email" })
          : problem;
      },
    });
}
