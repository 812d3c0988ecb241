/** Fields of the newsletter form (spec §2 footer), in the order the form shows them. */
export const newsletterFields = ["name", "email", "consent"] as const;
export type NewsletterField = (typeof newsletterFields)[number];

/**
 * What the server answered to one submission. A new and an already subscribed address are both "subscribed":
 * the answer tells no one who subscribed (issue 25). "throttled": too many sign-ups from this address.
 */
export type NewsletterOutcome =
  | { status: "subscribed" }
  | { status: "invalid"; fields: readonly NewsletterField[] }
  | { status: "throttled" }
  | { status: "unavailable" };

/** The form's state after a submission: the outcome and what was typed (to show it again without JavaScript). */
export interface NewsletterFormResult {
  outcome: NewsletterOutcome;
  values: { name: string; email: string; consent: boolean };
}

/** The field that gets the focus after a refused submission, if any. */
export function firstNewsletterError(outcome: NewsletterOutcome): NewsletterField | null {
  return outcome.status === "invalid" ? (outcome.fields[0] ?? null) : null;
}

/** HTTP status of the page that answers a submission made without JavaScript. */
export function newsletterStatus(outcome: NewsletterOutcome): number {
  return { subscribed: 200, invalid: 400, throttled: 429, unavailable: 503 }[outcome.status];
}
