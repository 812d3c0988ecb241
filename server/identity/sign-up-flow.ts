import { and, eq, sql } from "drizzle-orm";
import type { SignUpPayload } from "#src/services/api/identity-api.ts";
import { applications, institutions, roles, tenants, userRights, users } from "../db/schema/identity.ts";
import { identityMail } from "./identity-mail.ts";
import type { IdentityKit, RequestInfo } from "./identity-kit.ts";
import { emailTaken, IdentityRefused, notFound } from "./identity-refused.ts";
import { hashPassword } from "./passwords.ts";
import { validSignUp } from "./sign-up-rules.ts";
import { entryRoleAlias, takesSelfSignUp } from "./staff-accounts.ts";
import { tenantOfHost } from "../settings/sign-in-context.ts";

/** Sign-up (spec §3 form, §6 role 'basic', §7 user and subscription services). */
export function signUpFlow({ db, send, requireCaptcha, issueToken, logoFor }: IdentityKit) {
  const createUser = async (
    payload: SignUpPayload,
    scope: { tenant: string; ies: string | null },
    request: RequestInfo,
    sendEmail: boolean,
  ) => {
    const [tenant] = await db.select().from(tenants).where(eq(tenants.alias, scope.tenant));
    if (!tenant) throw notFound("tenant", scope.tenant);
    // Spec §3: a tenant with createAccountEnabled off takes no sign-up, whatever the page or the payload.
    if (!tenant.settings.createAccountEnabled) throw new IdentityRefused("signUpDisabled");
    const form = validSignUp(payload);
    const [ies] = scope.ies
      ? await db
          .select()
          .from(institutions)
          .where(and(eq(institutions.alias, scope.ies), eq(institutions.tenantId, tenant.id)))
      : [null];
    if (scope.ies && !ies) throw notFound("ies", scope.ies);
    const [application] = await db
      .select()
      .from(applications)
      .where(eq(sql`lower(${applications.alias})`, payload.applicationAlias.toLowerCase()));
    if (!application) throw notFound("applicationAlias", payload.applicationAlias);
    // Issue 25 (ADR 050): nobody makes themselves a member of a staff application.
    if (!(await takesSelfSignUp(db, application)))
      throw new IdentityRefused("signUpDisabled", "applicationAlias");
    const [cpfTaken] = await db.select({ id: users.id }).from(users).where(eq(users.cpf, form.cpf));
    if (cpfTaken) throw new IdentityRefused("cpfAlreadyRegistered", "cpf");
    const [usernameTaken] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.username})`, form.username.toLowerCase()));
    if (usernameTaken) throw new IdentityRefused("userAlreadyExists", "username");
    const [emailInUse] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, form.email.toLowerCase()));
    if (emailInUse) throw emailTaken();
    const passwordHash = await hashPassword(payload.password);
    const inserted = await db
      .insert(users)
      .values({
        username: form.username,
        email: form.email,
        name: form.name,
        passwordHash,
        cpf: form.cpf,
        cellphone: form.cellphone,
        languageId: request.language,
      })
      .onConflictDoNothing()
      .returning();
    const user = inserted[0];
    if (!user) throw new IdentityRefused("userAlreadyExists", "username");
    // Spec §6: new users of the auth service get the role 'basic', which the application defines (checked above:
    // it is never made up here, or any application would take self-made members).
    const [basic] = await db
      .select()
      .from(roles)
      .where(and(eq(roles.applicationId, application.id), eq(roles.alias, entryRoleAlias)));
    await db
      .insert(userRights)
      .values({ userId: user.id, roleId: basic!.id, tenantId: tenant.id, iesId: ies?.id ?? null });
    if (sendEmail) {
      const link = `${request.origin}/auth/signin`;
      await send(
        identityMail.welcome(
          request.language,
          user.email,
          user.name,
          user.username,
          link,
          await logoFor(application, payload.applicationLogoUrl, request.origin),
        ),
        // No account without its confirmation e-mail: the person can sign up again (rights go with the user).
        () => db.delete(users).where(eq(users.id, user.id)),
      );
    }
    return { accessToken: await issueToken(user.id, request) };
  };

  return {
    async signUp(
      payload: SignUpPayload,
      captchaSolution: string | undefined,
      scope: { tenant: string; ies: string | null },
      request: RequestInfo,
      sendEmail: boolean,
    ) {
      await requireCaptcha(captchaSolution);
      return createUser(payload, scope, request, sendEmail);
    },

    /** POST users/signup of the subscription service: at the tenant of the request's host (tenantOfHost). */
    async signUpOnHost(
      payload: SignUpPayload,
      captchaSolution: string | undefined,
      host: string | undefined,
      request: RequestInfo,
    ) {
      await requireCaptcha(captchaSolution);
      const tenant = await tenantOfHost(db, host ?? "");
      if (!tenant) throw new IdentityRefused("unexpected", "tenant");
      return createUser(payload, { tenant: tenant.alias, ies: null }, request, true);
    },

    /** PUT users/signup/{iesAlias} of the subscription service: the institution names its tenant. */
    async signUpAtIes(
      payload: SignUpPayload,
      captchaSolution: string | undefined,
      iesAlias: string,
      request: RequestInfo,
    ) {
      await requireCaptcha(captchaSolution);
      const [row] = await db
        .select({ tenant: tenants.alias })
        .from(institutions)
        .innerJoin(tenants, eq(tenants.id, institutions.tenantId))
        .where(eq(institutions.alias, iesAlias));
      if (!row) throw notFound("iesAlias", iesAlias);
      return createUser(payload, { tenant: row.tenant, ies: iesAlias }, request, true);
    },
  };
}
