import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api";
import { InvalidInput, NotFound, ServiceUnavailable } from "./api-errors.ts";
import { IdentityThrottled } from "./identity-api.ts";
import { Unauthorized } from "./session-api.ts";

/** Spec §3 "Person". */
export const Person = Schema.Struct({
  cpf: Schema.String,
  name: Schema.String,
  email: Schema.String,
  cellphone: Schema.NullOr(Schema.String),
  personAddress: Schema.NullOr(Schema.Record(Schema.String, Schema.String)),
  integrateModuleId: Schema.NullOr(Schema.Number),
});
export type Person = typeof Person.Type;

export const Locality = Schema.Struct({
  postalCode: Schema.String,
  state: Schema.String,
  city: Schema.NullOr(Schema.String),
  street: Schema.NullOr(Schema.String),
  neighborhood: Schema.NullOr(Schema.String),
});
export type Locality = typeof Locality.Type;

/** A customer of the external customer system (linx-*): customer type P, a fixed website id. */
export const Customer = Schema.Struct({
  customerId: Schema.Number,
  name: Schema.String,
  email: Schema.String,
  cpf: Schema.NullOr(Schema.String),
  customerType: Schema.String,
  websiteId: Schema.Number,
});
export type Customer = typeof Customer.Type;

/** Whether a CPF or e-mail is registered, and nothing more: the e-mail masked ("a***@s***.dev"), issue 25. */
export const PersonRegistration = Schema.Struct({
  registered: Schema.Boolean,
  maskedEmail: Schema.NullOr(Schema.String),
});
export type PersonRegistration = typeof PersonRegistration.Type;

export const CustomerLogin = Schema.Struct({ isValid: Schema.Boolean, customer: Schema.NullOr(Customer) });
export const CustomersByCondition = Schema.Struct({
  isValid: Schema.Boolean,
  result: Schema.Array(Customer),
});

const Cpf = Schema.String.pipe(Schema.check(Schema.isPattern(/^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/)));
const Email = Schema.String.pipe(
  Schema.check(Schema.isMaxLength(254), Schema.isPattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/)),
);
const Bounded = (max: number) => Schema.String.pipe(Schema.check(Schema.isMaxLength(max)));
const errors = [NotFound, ServiceUnavailable] as const;
/**
 * Personal-data lookups (issue 25): the bearer token says who asks. Optional in the contract so that a call
 * without one is a 401, not a 400; every lookup counts against the client's and the target's limits (429).
 */
const bearer = { authorization: Schema.optionalKey(Schema.String) };
const personalDataErrors = [...errors, Unauthorized, IdentityThrottled] as const;
const whoGetsARecord =
  "A record is served only to its own person (the bearer token's CPF or e-mail) and to staff whose current " +
  "role needs personal data (operators of sabia-operacao and of artmed-marketplace, ADR 049); each staff " +
  "read, and each read while an operator acts as the person, is written to the audit log. Without a valid " +
  "token: 401. Another person's record answers 404 exactly like one that does not exist. Throttled per " +
  "client IP and per target: 429 tooManyAttempts with Retry-After. To ask only whether a CPF or e-mail is " +
  "registered, use GET /users/person/registration.";

/** The lookups of spec §7 "Users" (mounted under /api/subscription); the personal ones need a token (issue 25). */
export const UsersGroup = HttpApiGroup.make("users")
  .add(
    HttpApiEndpoint.get("personRegistration", "/users/person/registration", {
      query: { cpf: Schema.optionalKey(Cpf), email: Schema.optionalKey(Email) },
      success: PersonRegistration,
      error: [...errors, InvalidInput, IdentityThrottled],
    }).annotate(
      OpenApi.Description,
      "Whether a CPF (cpf) or an e-mail (email) — exactly one — is registered; anyone may ask. The answer is " +
        "only yes or no and the person's e-mail masked (a***@s***.dev), never the record. Throttled per " +
        "client IP and per target: 429 tooManyAttempts with Retry-After.",
    ),
  )
  .add(
    HttpApiEndpoint.get("personByCpf", "/users/person/:cpf", {
      params: { cpf: Cpf },
      headers: bearer,
      success: Person,
      error: personalDataErrors,
    }).annotate(OpenApi.Description, `The person with this CPF. ${whoGetsARecord}`),
  )
  .add(
    HttpApiEndpoint.get("personByEmail", "/users/person/by-email/:email", {
      params: { email: Email },
      headers: bearer,
      success: Person,
      error: personalDataErrors,
    }).annotate(OpenApi.Description, `The person with this e-mail. ${whoGetsARecord}`),
  )
  .add(
    HttpApiEndpoint.get("postalCodeLocality", "/postalcode/locality", {
      query: { postalCode: Schema.String.pipe(Schema.check(Schema.isPattern(/^\d{5}-?\d{3}$/))) },
      success: Locality,
      error: errors,
    }),
  )
  .add(
    HttpApiEndpoint.post("linxLogin", "/users/linx-login", {
      payload: Schema.Struct({ Email: Bounded(254), Password: Bounded(200) }),
      success: CustomerLogin,
      // Sign-in's limits (issue 15): 429 tooManyAttempts with retryAfterSeconds and Retry-After.
      error: [...errors, IdentityThrottled],
    }),
  )
  .add(
    HttpApiEndpoint.post("linxGetCustomer", "/users/linx-getcustomer", {
      payload: Schema.Struct({
        customerId: Schema.Number.pipe(
          Schema.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 2_147_483_647 })),
        ),
      }),
      headers: bearer,
      success: Customer,
      error: personalDataErrors,
    }).annotate(OpenApi.Description, `The external system's customer with this id. ${whoGetsARecord}`),
  )
  .add(
    HttpApiEndpoint.post("linxGetCustomerByCondition", "/users/linx-getcustomer-by-condition", {
      payload: Schema.Struct({ condition: Bounded(500) }),
      headers: bearer,
      success: CustomersByCondition,
      error: personalDataErrors,
    }).annotate(
      OpenApi.Description,
      `The external system's customers whose e-mail the condition names ("Email == 'x@y.z'"); only the ` +
        `records the caller may see (404 when none). ${whoGetsARecord}`,
    ),
  )
  .prefix("/subscription");
