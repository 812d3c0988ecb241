import { Effect } from "effect";
import { fromPromise } from "xstate";
import type { FastBuyField, FastBuyRefusal } from "#src/domain/identity/fast-buy-form.ts";
import { fieldOf, type CheckoutFailure } from "#src/services/checkout/checkout-failures.ts";
import { CheckoutService } from "#src/services/checkout/checkout.service.ts";
import { statusOf } from "#src/services/http/service-errors.ts";
import { checkoutCalls, type CheckoutEnvironment } from "#src/services/checkout/checkout-calls.ts";
import { fastBuyMachine } from "./fast-buy.machine.ts";

/** The message a 400 on each field gets (auth namespace, the sign-up form's words). */
const invalidField: Partial<Record<string, { field: FastBuyField; messageKey: string }>> = {
  name: { field: "name", messageKey: "fields.nameInvalid" },
  email: { field: "email", messageKey: "failures.emailInvalid" },
  cpf: { field: "cpf", messageKey: "fields.cpfInvalid" },
  cellphone: { field: "cellphone", messageKey: "fields.cellphoneInvalid" },
};

/** What the API's refusal means for the form (spec §2, §8). */
export function fastBuyRefusal(error: unknown): FastBuyRefusal {
  const status = statusOf(error);
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  if (status === 409 && code === "emailExists") return { reason: "emailExists" };
  if (status === 409 && code === "cpfExists")
    return { reason: "field", field: "cpf", messageKey: "failures.cpfAlreadyRegistered" };
  if (status === 403) return { reason: "field", field: "captcha", messageKey: "failures.captchaRequired" };
  const named = invalidField[fieldOf(error) ?? ""];
  return named ? { reason: "field", ...named } : { reason: "failed" };
}

/**
 * The quick purchase with its real side effects: POST users/fast-buy for `product` (captcha header), the
 * token stored where sign-in keeps it, so the checkout that follows finds the person signed in.
 */
export function provideFastBuy(
  environment: CheckoutEnvironment,
  product: string,
  storeToken: (token: string) => void,
) {
  const { run } = checkoutCalls(environment);
  const language = environment.options.language as "pt-BR" | "en" | "es";
  return fastBuyMachine.provide({
    actors: {
      createAccount: fromPromise(async ({ input: { form, captcha } }) => {
        const payload = {
          name: form.name.trim(),
          email: form.email.trim(),
          cpf: form.cpf,
          cellphone: form.cellphone,
          friendlyUrl: product,
          language,
        };
        try {
          const { accessToken } = await run(
            Effect.flatMap(CheckoutService, (calls) =>
              // The 409 and 403 of this call are read by status below, like the checkout's failures.
              calls
                .fastBuyAccount(payload, captcha)
                .pipe(Effect.mapError((error) => error as CheckoutFailure)),
            ),
          );
          return { token: accessToken };
        } catch (error) {
          throw fastBuyRefusal(error);
        }
      }),
    },
    actions: {
      storeToken: (_, params) => storeToken(params.token),
    },
  });
}
