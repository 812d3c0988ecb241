import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "effect/http-api";
import { passwordProblems } from "#src/domain/identity/password-rules.ts";
import {
  isValidCellphone,
  isValidDocument,
  isValidEmailAddress,
  isValidPersonName,
  isValidUsername,
} from "#src/domain/identity/person-rules.ts";
import { InvalidInput, NotFound, ServiceUnavailable } from "./api-errors.ts";
import { Conflict, PurchaseStatus } from "./checkout-schemas.ts";
import { IdentityBadGateway } from "./identity-api.ts";
import { Authorization, AuthorizationWording } from "./authorization.ts";
import { Forbidden, Unauthorized } from "./session-api.ts";
import { Person } from "./users-api.ts";

/**
 * The staff calls of spec §7 "Users" (issue 30, ADR 074): person records, account lookups, rights, username and
 * another person's password. Each needs an operator's current role and writes one line to the audit log.
 */
const rule = <A>(test: (value: A) => boolean, message: string) =>
  Schema.makeFilter((value: A) => test(value) || message);
const Bounded = (max: number) => Schema.String.pipe(Schema.check(Schema.isMaxLength(max)));
const Cpf = Bounded(14).pipe(Schema.check(rule(isValidDocument, "Expected a valid CPF")));
const Email = Bounded(254).pipe(Schema.check(rule(isValidEmailAddress, "Expected a valid e-mail address")));
const Name = Bounded(200).pipe(Schema.check(rule(isValidPersonName, "Expected a person's name")));
const Cellphone = Bounded(20).pipe(
  Schema.check(rule(isValidCellphone, "Expected a Brazilian mobile number, (99) 99999-9999")),
);
const Username = Schema.String.pipe(
  Schema.check(rule(isValidUsername, "Expected 3–60 letters, digits, dots, underscores or hyphens")),
);
const Alias = Schema.String.pipe(Schema.check(Schema.isPattern(/^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/)));
const Uuid = Schema.String.pipe(
  Schema.check(Schema.isPattern(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i)),
);
const userIdRange = { minimum: 1, maximum: 2_147_483_647 };
const UserId = Schema.Number.pipe(Schema.check(Schema.isInt(), Schema.isBetween(userIdRange)));
/** A user id in the path. */
const UserIdParam = Schema.FiniteFromString.pipe(Schema.check(Schema.isInt(), Schema.isBetween(userIdRange)));
const Password = Bounded(200).pipe(
  Schema.check(
    rule(
      (password: string) => passwordProblems(password).length === 0,
      "Expected 8 or more characters with a letter, a number and one of . ; : , < > # ? ! @ $ % ^ & * -, not a common password",
    ),
  ),
);
const ApplicationUrl = Bounded(500).pipe(
  Schema.check(
    rule((url: string) => {
      try {
        const parsed = new URL(url);
        return /^https?:$/.test(parsed.protocol) && parsed.username === "" && parsed.password === "";
      } catch {
        return false;
      }
    }, "Expected an http or https address"),
  ),
);
const Address = Schema.Record(Bounded(60), Bounded(200)).pipe(
  Schema.check(
    rule((address: Record<string, string>) => Object.keys(address).length <= 20, "At most 20 address fields"),
  ),
);

/** Spec §7 POST/PUT /users/person. */
export const PersonPayload = Schema.Struct({
  cpf: Cpf,
  name: Name,
  email: Email,
  cellphone: Schema.NullOr(Cellphone),
  personAddress: Schema.NullOr(Address),
});
export type PersonPayload = typeof PersonPayload.Type;

/** One role an account holds: application, role, and the tenant and institution it holds it in. */
export const StaffRight = Schema.Struct({
  applicationAlias: Schema.String,
  roleAlias: Schema.String,
  roleName: Schema.String,
  level: Schema.String,
  tenantAlias: Schema.NullOr(Schema.String),
  iesAlias: Schema.NullOr(Schema.String),
});

/** An account as staff see it: who, how to reach them, whether the password is temporary, and every right. */
export const StaffUser = Schema.Struct({
  id: Schema.Number,
  uuid: Schema.String,
  username: Schema.String,
  name: Schema.String,
  email: Schema.String,
  cpf: Schema.NullOr(Schema.String),
  cellphone: Schema.NullOr(Schema.String),
  temporaryPassword: Schema.Boolean,
  isOperator: Schema.Boolean,
  rights: Schema.Array(StaffRight),
});
export type StaffUser = typeof StaffUser.Type;

/** One of a person's recent purchases as staff see it on the person's page (no payment details). */
export const StaffPurchase = Schema.Struct({
  transactionNumber: Schema.String,
  status: PurchaseStatus,
  courseName: Schema.String,
  friendlyUrl: Schema.String,
  purchaseDate: Schema.String,
  paymentMethod: Schema.NullOr(Schema.Literals(["pix", "boleto", "card", "credit"])),
  total: Schema.Number,
});
export type StaffPurchase = typeof StaffPurchase.Type;

/** How many of a person's purchases the person's page shows (the newest). */
export const staffPurchasesShown = 10;

/** What the staff calls answer without a valid token, or when the database does not answer (ADR 097). */
export const staffCallWording = {
  unauthorized: "Sign in: staff calls need a valid access token.",
  unavailable: "The database did not answer; try again in a few moments.",
};
const errors = [InvalidInput, Unauthorized, Forbidden, NotFound, Conflict, ServiceUnavailable] as const;
const staffOnly =
  "Staff only: the caller's current role must be an operator's (operador of sabia-operacao or of " +
  "artmed-marketplace), held now and not while acting as someone else; any other caller gets 403 " +
  "staffRoleRequired, without a valid token 401. Each call that succeeds writes one line to the audit log " +
  "(who, which record, what, when, from which IP; ADR 074).";
const described = (text: string) => `${text} ${staffOnly}`;

/** The ten staff calls of issue 30: nine of the subscription service (/api/subscription) and one of the user service. */
export const StaffUsersGroup = HttpApiGroup.make("staffUsers")
  .add(
    HttpApiEndpoint.post("createPerson", "/subscription/users/person", {
      payload: PersonPayload,
      success: Person.pipe(HttpApiSchema.status(201)),
      error: errors,
    }).annotate(
      OpenApi.Description,
      described("Registers a person (spec §3 Person); a CPF already registered answers 409 cpfExists."),
    ),
  )
  .add(
    HttpApiEndpoint.put("updatePerson", "/subscription/users/person", {
      payload: PersonPayload,
      success: Person,
      error: errors,
    }).annotate(
      OpenApi.Description,
      described(
        "Replaces the name, e-mail, cellphone and address of the person with this CPF (404 when none).",
      ),
    ),
  )
  .add(
    HttpApiEndpoint.get("userByUsername", "/subscription/users/get-user-by-username/:username", {
      params: { username: Username },
      success: StaffUser,
      error: errors,
    }).annotate(
      OpenApi.Description,
      described("The account with this username (any case), with its rights."),
    ),
  )
  .add(
    HttpApiEndpoint.get("userByUuid", "/subscription/users/get-user-by-uuid/:uuid", {
      params: { uuid: Uuid },
      success: StaffUser,
      error: errors,
    }).annotate(OpenApi.Description, described("The account with this uuid, with its rights.")),
  )
  .add(
    HttpApiEndpoint.get("userByEmail", "/subscription/users/get-user-by-email/:email", {
      params: { email: Email },
      success: StaffUser,
      error: errors,
    }).annotate(OpenApi.Description, described("The account with this e-mail (any case), with its rights.")),
  )
  .add(
    HttpApiEndpoint.get("personData", "/subscription/users/get-person-data/:email", {
      params: { email: Email },
      success: Person,
      error: errors,
    }).annotate(OpenApi.Description, described("The person record (spec §3 Person) with this e-mail.")),
  )
  .add(
    HttpApiEndpoint.put("addUserIes", "/subscription/users/add-user-ies/:userId", {
      params: { userId: UserIdParam },
      payload: Schema.Struct({ applicationAlias: Alias, iesAlias: Alias, role: Alias }),
      success: StaffUser,
      error: errors,
    }).annotate(
      OpenApi.Description,
      described(
        "Adds an institution to the account: an institution-level role of the application there (its tenant " +
          "is the institution's). Holding it already changes nothing. Unknown application, institution or role, " +
          "or a role that is not institution-level: 400 naming the field.",
      ),
    ),
  )
  .add(
    HttpApiEndpoint.put("addUserRole", "/subscription/users/add-user-role/:uuid", {
      params: { uuid: Uuid },
      payload: Schema.Struct({
        uuid: Uuid,
        applicationAlias: Alias,
        role: Alias,
        tenantAlias: Schema.optionalKey(Alias),
        iesAlias: Schema.optionalKey(Alias),
      }),
      success: StaffUser,
      error: errors,
    }).annotate(
      OpenApi.Description,
      described(
        "Grants a role of the application: a tenant-level role in tenantAlias, an institution-level one in " +
          "iesAlias. The body's uuid must be the path's. Roles that make staff (application-level roles and " +
          "every role of an operation application) are not granted here: 403 staffRoleNotGrantable.",
      ),
    ),
  )
  .add(
    HttpApiEndpoint.patch("updateUser", "/subscription/users/update-user/:userId", {
      params: { userId: UserIdParam },
      payload: Schema.Struct({ userId: UserId, username: Username }),
      success: StaffUser,
      error: errors,
    }).annotate(
      OpenApi.Description,
      described(
        "Changes the account's username (the body's userId must be the path's); one taken by another account " +
          "answers 409 usernameExists.",
      ),
    ),
  )
  .add(
    HttpApiEndpoint.put("setUserPassword", "/users/:uuid/password", {
      params: { uuid: Uuid },
      payload: Schema.Struct({ password: Password, applicationUrl: ApplicationUrl }),
      success: Schema.Struct({ status: Schema.Literal("updated") }),
      error: [...errors, IdentityBadGateway],
    }).annotate(
      OpenApi.Description,
      described(
        "Sets another person's password (spec §7 'change another user's password'): it becomes temporary, " +
          "so the first sign-in asks for a new one (spec §6), every session of the account ends, and the " +
          "person gets an e-mail with it and the applicationUrl (sent first: when it cannot be sent, 502 " +
          "emailSendFailed and nothing changed). Staff accounts are changed by their owners " +
          "only: 403 staffNotChangeable.",
      ),
    ),
  )
  .add(
    HttpApiEndpoint.get("userPurchases", "/subscription/users/:uuid/purchases", {
      params: { uuid: Uuid },
      success: Schema.Array(StaffPurchase),
      error: errors,
    }).annotate(
      OpenApi.Description,
      described(
        `The account's ${staffPurchasesShown} newest purchases (the ones the person acted on, as My Purchases ` +
          "lists them), newest first, for the person's page; 404 when no account has this uuid.",
      ),
    ),
  )
  .middleware(Authorization)
  .annotate(AuthorizationWording, staffCallWording);
