import { Effect } from "effect";
import type { MyCourse, PurchaseItem, PurchaseList } from "#src/services/api/purchases-api.ts";
import { CheckoutService } from "#src/services/checkout/checkout.service.ts";
import { isTransportFailure, statusOf } from "#src/services/http/service-errors.ts";
import { readToken } from "#src/services/session/session-storage.ts";
import { loadSessionInfo } from "#src/services/session/session-info.ts";
import { browserCheckoutEnvironment, checkoutCalls } from "#src/services/checkout/checkout-calls.ts";
import type { Loaded } from "./use-browser-load.ts";

/**
 * My Purchases and My Courses read in the browser, where the session is (loaded after hydration): the lists are
 * asked by the person's own e-mail and CPF (spec §7), taken from the session.
 */
/** A failure with no answer at all (refused, reset, offline) is told apart: spec §8's "Erro ao conectar". */
function failureOf(error: unknown): { kind: "failed" } | { kind: "unreachable" } {
  const noAnswer =
    isTransportFailure(error) ||
    // fetch's own "Failed to fetch" / "NetworkError…" (a TypeError), not a bug's TypeError.
    (error instanceof TypeError && /fetch|network/i.test(error.message)) ||
    (typeof error === "object" &&
      error !== null &&
      (error as { unreachable?: unknown }).unreachable === true);
  return noAnswer ? { kind: "unreachable" } : { kind: "failed" };
}

async function asOwner<A>(
  language: string,
  read: (owner: { email: string; cpf: string }) => Effect.Effect<A, unknown, CheckoutService>,
): Promise<Loaded<A>> {
  if (readToken() === null) return { kind: "signedOut" };
  try {
    const { user } = await loadSessionInfo();
    const { run } = checkoutCalls(browserCheckoutEnvironment(language));
    const owner = { email: user.email, cpf: user.cpf ?? "" };
    return { kind: "ready", data: await run(read(owner) as Effect.Effect<A, never, CheckoutService>) };
  } catch (error) {
    return statusOf(error) === 401 ? { kind: "signedOut" } : failureOf(error);
  }
}

export const loadPurchases = (language: string, page: number): Promise<Loaded<PurchaseList>> =>
  asOwner(language, (owner) =>
    Effect.flatMap(CheckoutService, (calls) => calls.purchasedCourses({ ...owner, page })),
  );

export const loadMyCourses = (language: string): Promise<Loaded<readonly MyCourse[]>> =>
  asOwner(language, (owner) => Effect.flatMap(CheckoutService, (calls) => calls.myCourses(owner)));

/** One purchase of the person (the details page); null when it is not theirs or does not exist (404). */
export async function loadPurchase(
  language: string,
  subscriptionId: number,
): Promise<Loaded<PurchaseItem | null>> {
  if (readToken() === null) return { kind: "signedOut" };
  if (subscriptionId < 1) return { kind: "ready", data: null };
  const { run } = checkoutCalls(browserCheckoutEnvironment(language));
  try {
    return {
      kind: "ready",
      data: await run(Effect.flatMap(CheckoutService, (calls) => calls.purchase(subscriptionId))),
    };
  } catch (error) {
    const status = statusOf(error);
    if (status === 404) return { kind: "ready", data: null };
    return status === 401 ? { kind: "signedOut" } : failureOf(error);
  }
}
