/**
 * Problem `code`s of what an operator may not do while impersonating (issue 25, ADR 050), shared by the API
 * that refuses and the pages that say why (i18n key `session:impersonation.<code>`).
 */

/** 403 on a call that pays, commits to a payment, changes payment data, uses credit or cancels a purchase. */
export const moneyMovingWhileImpersonating = "moneyMovingWhileImpersonating";

/** 403 on impersonating an account that works in operation (an operator or another staff member). */
export const staffNotImpersonable = "staffNotImpersonable";

/** Whether a failure (a decoded problem or a service error carrying its `code`) is the money refusal. */
export function isMoneyRefusal(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    (error as { code?: unknown }).code === moneyMovingWhileImpersonating
  );
}

/** The page's message for the money refusal, in any namespace (session.json holds it in three languages). */
export const moneyRefusalKey = `session:impersonation.${moneyMovingWhileImpersonating}`;

/** The i18n key a page shows for a failed call: the money refusal's own message, else the page's `fallback`. */
export const failureKeyFor = (error: unknown, fallback: string): string =>
  isMoneyRefusal(error) ? moneyRefusalKey : fallback;
