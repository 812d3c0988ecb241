import { Schema } from "effect";
import { digitsOnly } from "#src/domain/payments/card.ts";
import { SlipAddress } from "#src/services/api/checkout-api.ts";
import type { Locality } from "#src/services/api/users-api.ts";
import type {
  PayInput,
  SubscriptionCheckoutContext,
  SubscriptionCheckoutEvent,
} from "./subscription-checkout.types.ts";

/** The payer's address that a registered boleto needs (issue 26), as the contract names its fields. */
export type AddressField = keyof SlipAddress;
/** What the person typed (or the CEP filled in): every field as text. */
export type AddressForm = Record<AddressField, string>;
/** Field → i18n key (checkout namespace) of what is wrong with it. */
export type AddressProblems = Partial<Record<AddressField, string>>;

export const addressFields: readonly AddressField[] = [
  "zipCode",
  "streetName",
  "streetNumber",
  "neighborhood",
  "city",
  "federalUnit",
];

export const emptyAddress: AddressForm = {
  zipCode: "",
  streetName: "",
  streetNumber: "",
  neighborhood: "",
  city: "",
  federalUnit: "",
};

/** As the contract takes it: the CEP's digits, the state's two letters in capitals, the rest trimmed. */
export const normalizedAddress = (form: AddressForm): SlipAddress => ({
  zipCode: digitsOnly(form.zipCode),
  streetName: form.streetName.trim(),
  streetNumber: form.streetNumber.trim(),
  neighborhood: form.neighborhood.trim(),
  city: form.city.trim(),
  federalUnit: form.federalUnit.trim().toUpperCase(),
});

/**
 * Each field checked against the contract's own Schema (SlipAddress) before anything is sent: the problem names
 * the field, in the person's language (`address.problem.<field>`).
 */
export function addressProblems(form: AddressForm | undefined): AddressProblems {
  const address = normalizedAddress(form ?? emptyAddress);
  const problems: AddressProblems = {};
  for (const field of addressFields)
    if (!Schema.is(SlipAddress.fields[field])(address[field])) problems[field] = `address.problem.${field}`;
  return problems;
}

/**
 * A 400 from the server on the address ("address.zipCode", or the field's bare name): that field's problem, shown
 * under it like the page's own check; null when the server named something else.
 */
export function apiAddressProblem(named: string): AddressProblems | null {
  const field = named.replace(/^address\./, "");
  return (addressFields as readonly string[]).includes(field)
    ? { [field]: `address.problem.${field}` }
    : null;
}

const keep = (typed: string, found: string | null) => (typed.trim() !== "" ? typed : (found ?? ""));

/** The CEP's locality fills the fields it knows; what the person already typed there is kept. */
export function filledFromLocality(form: AddressForm, locality: Locality): AddressForm {
  return {
    ...form,
    streetName: keep(form.streetName, locality.street),
    neighborhood: keep(form.neighborhood, locality.neighborhood),
    city: keep(form.city, locality.city),
    federalUnit: keep(form.federalUnit, locality.state),
  };
}

/** The slip is registered at a gateway (the checkout answer says so): the boleto step asks for the address. */
export const slipNeedsAddress = (
  context: Pick<SubscriptionCheckoutContext, "method" | "checkout">,
): boolean => context.method === "boleto" && context.checkout?.slipNeedsAddress === true;

/** What the pay actor adds for such a slip: the address as the contract takes it. */
export const slipAddressInput = (
  context: Pick<SubscriptionCheckoutContext, "method" | "checkout">,
  event: Extract<SubscriptionCheckoutEvent, { type: "PAY" }>,
): Pick<PayInput, "address"> =>
  slipNeedsAddress(context) && event.address ? { address: normalizedAddress(event.address) } : {};
