import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api";
import { NotFound, ServiceUnavailable } from "./api-errors.ts";
import { IdentityThrottled } from "./identity-api.ts";

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

/** The lookups of spec §7 "Users" that need no sign-in (mounted under /api/subscription). */
export const UsersGroup = HttpApiGroup.make("users")
  .add(
    HttpApiEndpoint.get("personByCpf", "/users/person/:cpf", {
      params: { cpf: Cpf },
      success: Person,
      error: errors,
    }),
  )
  .add(
    HttpApiEndpoint.get("personByEmail", "/users/person/by-email/:email", {
      params: { email: Email },
      success: Person,
      error: errors,
    }),
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
      success: Customer,
      error: errors,
    }),
  )
  .add(
    HttpApiEndpoint.post("linxGetCustomerByCondition", "/users/linx-getcustomer-by-condition", {
      payload: Schema.Struct({ condition: Bounded(500) }),
      success: CustomersByCondition,
      error: errors,
    }),
  )
  .prefix("/subscription");
