import { Effect } from "effect";
import type { HttpServerRequest } from "effect/http";
import { HttpApiBuilder } from "effect/http-api";
import type { Logger } from "pino";
import { passwordProblems } from "#src/domain/identity/password-rules.ts";
import { InvalidInput, NotFound, ServiceUnavailable } from "#src/services/api/api-errors.ts";
import { Conflict } from "#src/services/api/checkout-schemas.ts";
import { IdentityBadGateway } from "#src/services/api/identity-api.ts";
import { CurrentUser } from "#src/services/api/authorization.ts";
import { PlatformApi } from "#src/services/api/platform-api-definition.ts";
import { Forbidden, Unauthorized } from "#src/services/api/session-api.ts";
import type { Db } from "../db/database.ts";
import {
  grantRight,
  insertPerson,
  languageOf,
  personWithEmail,
  renameUser,
  replacePerson,
  setTemporaryPassword,
  staffUser,
  usernameTaken,
  type UserKey,
} from "../db/users/staff-users-queries.ts";
import { userIdOwning } from "../db/users/users-queries.ts";
import { purchasesOf } from "../db/purchases/purchase-queries.ts";
import { staffPurchasesShown, type StaffPurchase } from "#src/services/api/staff-users-api.ts";
import type { ClientOf } from "../http/client-address.ts";
import { mailLanguage } from "../identity/identity-mail.ts";
import { hashPassword } from "../identity/passwords.ts";
import { worksInOperation } from "../identity/staff-accounts.ts";
import type { Mailer } from "../mail/outbox.ts";
import { accessSessionsOf } from "../session/access-sessions.ts";
import { SessionRefused } from "../session/session-service.ts";
import { GrantInvalid, resolveGrant, StaffRoleNotGrantable, type Grant } from "../users/staff-grants.ts";
import {
  auditStaffCall,
  staffActions,
  staffCallerOf,
  StaffRoleRequired,
  type StaffCaller,
} from "../users/staff-callers.ts";
import { staffSetPasswordMail } from "../users/staff-password-mail.ts";
import { clientIpOf } from "./request-client.ts";

export type StaffProblem = InvalidInput | Unauthorized | Forbidden | NotFound | Conflict | ServiceUnavailable;

const isProblem = (error: unknown): error is StaffProblem =>
  [InvalidInput, Unauthorized, Forbidden, NotFound, Conflict, ServiceUnavailable].some(
    (kind) => error instanceof kind,
  );

/** What a refused or failed staff call answers; anything unexpected is a 503 (logged), never a 500. */
export const staffProblem =
  (logger: Logger) =>
  (error: unknown): StaffProblem => {
    if (isProblem(error)) return error;
    if (error instanceof SessionRefused)
      return new Unauthorized({ detail: "Sign in: staff calls need a valid access token." });
    if (error instanceof StaffRoleRequired)
      return new Forbidden({
        code: "staffRoleRequired",
        detail: error.impersonating
          ? "Staff calls are not made while accessing as another user."
          : "This call is for operators: assume an operator's role first.",
      });
    if (error instanceof StaffRoleNotGrantable)
      return new Forbidden({ code: "staffRoleNotGrantable", detail: error.message });
    if (error instanceof GrantInvalid) return new InvalidInput({ field: error.field, detail: error.message });
    logger.error({ err: error }, "staff call failed");
    return new ServiceUnavailable({ detail: "The database did not answer; try again in a few moments." });
  };

const paymentMethods = new Set(["pix", "boleto", "card", "credit"]);

const noAccount = (key: string) => new NotFound({ detail: `No account has this ${key}.` });

/** The same id in the path and in the body, or 400 naming the body's field. */
const samePath = (field: string, path: string | number, body: string | number) => {
  if (String(path).toLowerCase() !== String(body).toLowerCase())
    throw new InvalidInput({ field, detail: `The body's ${field} must be the one in the path.` });
};

/**
 * The staff calls of spec §7 "Users" (issue 30, ADR 074). Each first names the staff caller (401 without a valid
 * token, 403 staffRoleRequired without an operator's current role), then does its work and writes its one audit
 * line — in the same transaction when it changes something, so a change is never left unaudited.
 */
export const staffUsersHandlers = (db: Db, logger: Logger, mailer: Mailer, clientOf: ClientOf) => {
  const staffWith =
    <E>(problem: (error: unknown) => E) =>
    <A>(request: HttpServerRequest.HttpServerRequest, work: (caller: StaffCaller) => Promise<A>) =>
      CurrentUser.use((user) =>
        Effect.tryPromise({
          try: async () => work(await staffCallerOf(db, user, clientIpOf(request, clientOf))),
          catch: problem,
        }),
      );
  const staff = staffWith(staffProblem(logger));
  /** A call that sends an e-mail: one that cannot be sent is 502 emailSendFailed, as in the identity calls. */
  const staffMailing = staffWith((error): StaffProblem | IdentityBadGateway =>
    error instanceof IdentityBadGateway ? error : staffProblem(logger)(error),
  );

  const inTransaction = <A>(work: (tx: Db) => Promise<A>) =>
    db.transaction(async (transaction) => work(transaction as unknown as Db));

  const readUser = (caller: StaffCaller, key: UserKey, by: string) =>
    inTransaction(async (tx) => {
      const found = await staffUser(tx, key);
      if (!found) throw noAccount(by);
      await auditStaffCall(tx, caller, staffActions.readUser, found.id, { by });
      return found;
    });

  /** Adds a right to the account and answers it with every right it now holds. */
  const grant = (caller: StaffCaller, key: UserKey, wanted: Grant, kind: "ies" | "role") =>
    inTransaction(async (tx) => {
      const target = await staffUser(tx, key);
      if (!target) throw noAccount("id" in key ? "id" : "uuid");
      const right = await resolveGrant(tx, wanted, kind === "ies" ? "ies" : undefined);
      const added = await grantRight(tx, { userId: target.id, ...right });
      const action = kind === "ies" ? staffActions.addUserIes : staffActions.addUserRole;
      await auditStaffCall(tx, caller, action, target.id, { ...wanted, added });
      return (await staffUser(tx, { id: target.id }))!;
    });

  /** A person's newest purchases (issue 30, the person's page): a read of personal data, audited like the others. */
  const readPurchases = (caller: StaffCaller, uuid: string) =>
    inTransaction(async (tx) => {
      const found = await staffUser(tx, { uuid });
      if (!found) throw noAccount("uuid");
      const { rows } = await purchasesOf(tx, found.id, 1, staffPurchasesShown);
      await auditStaffCall(tx, caller, staffActions.readPurchases, found.id, { count: rows.length });
      return rows.map((row): StaffPurchase => ({
        transactionNumber: row.transactionNumber,
        status: row.status as StaffPurchase["status"],
        courseName: row.courseName,
        friendlyUrl: row.friendlyUrl,
        purchaseDate: row.createdAt.toISOString(),
        paymentMethod: paymentMethods.has(row.paymentMethod ?? "")
          ? (row.paymentMethod as StaffPurchase["paymentMethod"])
          : null,
        total: row.total,
      }));
    });

  return HttpApiBuilder.group(PlatformApi, "staffUsers", (handlers) =>
    handlers
      .handle("userPurchases", ({ params, request }) =>
        staff(request, (caller) => readPurchases(caller, params.uuid)),
      )
      .handle("createPerson", ({ payload, request }) =>
        staff(request, (caller) =>
          inTransaction(async (tx) => {
            const created = await insertPerson(tx, payload);
            if (!created)
              throw new Conflict({ code: "cpfExists", field: "cpf", detail: "CPF already in the system." });
            const subject = await userIdOwning(tx, created.person);
            await auditStaffCall(tx, caller, staffActions.createPerson, subject, { personId: created.id });
            return created.person;
          }),
        ),
      )
      .handle("updatePerson", ({ payload, request }) =>
        staff(request, (caller) =>
          inTransaction(async (tx) => {
            const updated = await replacePerson(tx, payload);
            if (!updated) throw new NotFound({ detail: "No person has this CPF." });
            const subject = await userIdOwning(tx, updated.person);
            await auditStaffCall(tx, caller, staffActions.updatePerson, subject, { personId: updated.id });
            return updated.person;
          }),
        ),
      )
      .handle("userByUsername", ({ params, request }) =>
        staff(request, (caller) => readUser(caller, { username: params.username }, "username")),
      )
      .handle("userByUuid", ({ params, request }) =>
        staff(request, (caller) => readUser(caller, { uuid: params.uuid }, "uuid")),
      )
      .handle("userByEmail", ({ params, request }) =>
        staff(request, (caller) => readUser(caller, { email: params.email }, "e-mail")),
      )
      .handle("personData", ({ params, request }) =>
        staff(request, (caller) =>
          inTransaction(async (tx) => {
            const found = await personWithEmail(tx, params.email);
            if (!found) throw new NotFound({ detail: "No person has this e-mail." });
            const subject = await userIdOwning(tx, found.person);
            await auditStaffCall(tx, caller, staffActions.readPerson, subject, { personId: found.id });
            return found.person;
          }),
        ),
      )
      .handle("addUserIes", ({ params, payload, request }) =>
        staff(request, (caller) => grant(caller, { id: params.userId }, payload, "ies")),
      )
      .handle("addUserRole", ({ params, payload, request }) =>
        staff(request, (caller) => {
          samePath("uuid", params.uuid, payload.uuid);
          const { uuid: _uuid, ...wanted } = payload;
          return grant(caller, { uuid: params.uuid }, wanted, "role");
        }),
      )
      .handle("updateUser", ({ params, payload, request }) =>
        staff(request, (caller) => {
          samePath("userId", params.userId, payload.userId);
          return inTransaction(async (tx) => {
            const target = await staffUser(tx, { id: params.userId });
            if (!target) throw noAccount("id");
            const taken = new Conflict({
              code: "usernameExists",
              field: "username",
              detail: "Another account has this username.",
            });
            if (await usernameTaken(tx, payload.username, target.id)) throw taken;
            if (!(await renameUser(tx, target.id, payload.username))) throw taken;
            await auditStaffCall(tx, caller, staffActions.updateUser, target.id, {
              from: target.username,
              to: payload.username,
            });
            return (await staffUser(tx, { id: target.id }))!;
          });
        }),
      )
      .handle("setUserPassword", ({ params, payload, request }) =>
        staffMailing(request, async (caller) => {
          const target = await staffUser(db, { uuid: params.uuid });
          if (!target) throw noAccount("uuid");
          if (await worksInOperation(db, target.id))
            throw new Forbidden({
              code: "staffNotChangeable",
              detail: "A staff account's password is changed by its owner only.",
            });
          if (passwordProblems(payload.password, undefined, target).includes("personal"))
            throw new InvalidInput({
              field: "password",
              detail: "The password must not be built on the person's name, username or e-mail.",
            });
          const passwordHash = await hashPassword(payload.password);
          // The e-mail first: when it cannot be sent nothing has changed, and the operator can try again.
          const mail = staffSetPasswordMail(mailLanguage(await languageOf(db, target.id)), target.email, {
            name: target.name,
            username: target.username,
            password: payload.password,
            applicationUrl: payload.applicationUrl,
          });
          await mailer.send(mail).catch((error: unknown) => {
            logger.error({ err: error }, "staff password e-mail failed");
            throw new IdentityBadGateway({
              code: "emailSendFailed",
              detail: "The e-mail could not be sent; the password is unchanged.",
            });
          });
          await inTransaction(async (tx) => {
            await setTemporaryPassword(tx, target.id, passwordHash);
            await auditStaffCall(tx, caller, staffActions.setUserPassword, target.id, {
              applicationUrl: payload.applicationUrl,
            });
          });
          await accessSessionsOf(db).endAll(target.id, "password-changed");
          return { status: "updated" as const };
        }),
      ),
  );
};
