import { cardBrand, cvvLength, digitsOnly, expiryValid, luhnValid } from "#src/domain/payments/card.ts";
import { fieldOf } from "#src/services/checkout/checkout-failures.ts";
import { apiAddressProblem } from "./slip-address.rules.ts";
import type {
  CardField,
  CardForm,
  CardProblems,
  PayInput,
  SubscriptionCheckoutContext,
  SubscriptionCheckoutEvent,
} from "./subscription-checkout.types.ts";

type PayEvent = Extract<SubscriptionCheckoutEvent, { type: "PAY" }>;

const emptyCard: CardForm = { number: "", holder: "", expiry: "", cvv: "" };

/** "MM/AA" or "MM/AAAA" (spaces and other separators tolerated) → month and four-digit year, or null. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*[/\-.]?\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/**
 * The card rules checked before anything is sent (domain/payments/card.ts): a number that passes Luhn, a holder,
 * an expiry not in the past (by the platform's clock, `event.at`), a CVV as long as the brand's, and the captcha when the provider asks for one.
 */
export function cardProblems(event: PayEvent, captchaRequired: boolean): CardProblems {
  // The platform's moment the person pressed Pay (spec §3 systemDate), not the device's own clock.
  const now = event.at ? new Date(event.at) : new Date();
  const card = event.card ?? emptyCard;
  const problems: CardProblems = {};
  const number = digitsOnly(card.number);
  if (number === "") problems.number = "card.numberRequired";
  else if (number.length < 13 || number.length > 19 || !luhnValid(number))
    problems.number = "card.numberInvalid";
  if (card.holder.trim() === "") problems.holder = "card.holderRequired";
  const expiry = parseExpiry(card.expiry);
  if (!expiry) problems.expiry = "card.expiryInvalid";
  else if (!expiryValid(expiry.month, expiry.year, now)) problems.expiry = "card.expiryPast";
  const brand = cardBrand(number);
  const cvv = digitsOnly(card.cvv);
  const expected = brand ? [cvvLength(brand)] : [3, 4];
  if (cvv !== card.cvv.trim() || !expected.includes(cvv.length)) problems.cvv = "card.cvvInvalid";
  if (captchaRequired && !event.captcha) problems.captcha = "card.captchaRequired";
  return problems;
}

export const hasProblems = (problems: CardProblems): boolean => Object.keys(problems).length > 0;

/** What the pay actor sends: the method, and for a card the fields as the contract takes them. */
export function payInput(context: SubscriptionCheckoutContext, event: PayEvent): PayInput {
  const method = context.method ?? "pix";
  const base = { subscriptionId: context.subscriptionId ?? 0, method, captcha: event.captcha ?? null };
  if (method !== "card") return { ...base, card: null };
  const card = event.card ?? emptyCard;
  const expiry = parseExpiry(card.expiry) ?? { month: 0, year: 0 };
  return {
    ...base,
    card: {
      cardNumber: digitsOnly(card.number),
      holderName: card.holder.trim().replace(/\s+/g, " "),
      expiryMonth: expiry.month,
      expiryYear: expiry.year,
      cvv: digitsOnly(card.cvv),
      installments: context.checkout?.plan?.installments ?? 1,
    },
  };
}

const apiFields: Record<string, CardField> = {
  cardNumber: "number",
  holderName: "holder",
  expiryMonth: "expiry",
  expiryYear: "expiry",
  cvv: "cvv",
  captcha: "captcha",
};

const fieldMessages: Record<CardField, string> = {
  number: "card.numberInvalid",
  holder: "card.holderRequired",
  expiry: "card.expiryInvalid",
  cvv: "card.cvvInvalid",
  captcha: "card.captchaRequired",
};

/**
 * A payment refused with 400: on the card or address field the API names; a registered slip for an account with
 * no CPF says where to add it; anything else is a refusal of the whole payment.
 */
export function apiFieldProblem(
  error: unknown,
): Pick<SubscriptionCheckoutContext, "cardProblems" | "addressProblems" | "failure"> {
  const named = fieldOf(error) ?? "";
  const field = apiFields[named];
  if (field) return { cardProblems: { [field]: fieldMessages[field] }, addressProblems: {}, failure: null };
  const address = apiAddressProblem(named);
  if (address) return { cardProblems: {}, addressProblems: address, failure: null };
  // The card gateway does not take this count without interest (spec §4): another count, not other card details.
  const failure =
    named === "installments"
      ? "card.installmentsUnavailable"
      : named === "cpf"
        ? "payment.slipNeedsCpf"
        : "payment.refused";
  return { cardProblems: {}, addressProblems: {}, failure };
}
