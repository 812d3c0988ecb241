import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { handOffCodes, impersonations } from "../db/schema/session.ts";
import {
  applicationByAlias,
  lastAccessOf,
  recordLastAccess,
  rightRows,
  rightsForApplication,
  tenantTheme,
  userById,
  userByUsername,
  type RightRow,
} from "../db/session/rights-queries.ts";
import { isCurrent, type AccessClaims, type RoleClaim, type TokenIssuer } from "../identity/access-tokens.ts";
import { randomToken, sha256 } from "../identity/secrets.ts";
import { entryRoleAlias, worksInOperation } from "../identity/staff-accounts.ts";
import { recordAudit } from "../db/audit/audit-queries.ts";
import type { Caller } from "#src/services/api/authorization.ts";
import { staffNotImpersonable } from "#src/domain/session/impersonation-refusals.ts";
import { accessSessionsOf, sessionIdLength } from "./access-sessions.ts";
import { roleFeatureRows } from "../shell/shell-queries.ts";
import { platformHomePath } from "#src/domain/session/platform-paths.ts";

/** Why a session call was refused; handlers turn these into 401/403/404. */
export type SessionRefusal =
  | "unauthenticated"
  | "forbidden"
  | "notOperator"
  | "roleNotHeld"
  | "userNotFound"
  | "applicationNotFound"
  | "codeInvalid"
  | "impersonating"
  | "staffNotImpersonable"
  | "sessionNotFound";

export class SessionRefused extends Error {
  readonly refusal: SessionRefusal;
  constructor(refusal: SessionRefusal) {
    super(refusal);
    this.refusal = refusal;
  }
}

export const handOffTtlMs = 60_000;

const scope = (id: number | null, name: string | null, alias: string | null, hostname: string | null) =>
  id === null || alias === null ? null : { id: String(id), name: name ?? alias, alias, hostname };

function matchesClaim(row: RightRow, claim: RoleClaim) {
  return row.roleId === claim.roleId && row.tenantId === claim.tenantId && row.iesId === claim.iesId;
}

function currentRoleOf(rows: RightRow[], claims: AccessClaims, applicationAlias: string) {
  const row =
    claims.role &&
    rows.find(
      (candidate) =>
        candidate.applicationAlias.toLowerCase() === applicationAlias.toLowerCase() &&
        matchesClaim(candidate, claims.role!),
    );
  if (!row) return null;
  return {
    tenant: scope(row.tenantId, row.tenantName, row.tenantAlias, row.tenantHostname),
    ies: scope(row.iesId, row.iesName, row.iesAlias, row.iesHostname),
    role: { id: String(row.roleId), name: row.roleName, alias: row.roleAlias },
  };
}

/** Where a session call comes from: kept with an impersonation's session (the operator's place). */
export interface SessionRequest {
  ip: string;
  userAgent: string | null;
}

export function sessionService(db: Db, tokens: TokenIssuer, now: () => number = Date.now) {
  const sessions = accessSessionsOf(db);

  /** The token's claims and user: refused when invalid, of an older password, or of an ended session (issue 25). */
  const claimsOf = async (authorization: string | undefined) => {
    const token = /^Bearer\s+(\S+)$/.exec(authorization?.trim() ?? "")?.[1];
    const claims = token ? await tokens.verify(token) : null;
    if (!claims) throw new SessionRefused("unauthenticated");
    const user = await userById(db, claims.userId);
    if (!user || !isCurrent(claims, user) || !(await sessions.admits(claims)))
      throw new SessionRefused("unauthenticated");
    return { claims, user };
  };

  /** The account of a caller the Authorization middleware verified (ADR 097); refused should it have gone since. */
  const ofCaller = async (claims: Caller) => {
    const user = await userById(db, claims.userId);
    if (!user) throw new SessionRefused("unauthenticated");
    return { claims, user };
  };

  /** The hand-off code of a verified caller (ADR 097). */
  const handOffFor = async (claims: Caller) => {
    const code = `${claims.sessionId}${randomToken(24)}`;
    await db.insert(handOffCodes).values({
      codeHash: sha256(code),
      userId: claims.userId,
      roleId: claims.role?.roleId ?? null,
      tenantId: claims.role?.tenantId ?? null,
      iesId: claims.role?.iesId ?? null,
      impersonatorId: claims.impersonatorId,
      expiresAt: new Date(now() + handOffTtlMs),
    });
    return { tokenId: code, expiresInSeconds: handOffTtlMs / 1000 };
  };

  return {
    claimsOf,

    /** Everything the session guard needs, for one application (spec §4 "Session and guards"). */
    async session(caller: Caller, applicationAlias: string) {
      const { claims, user } = await ofCaller(caller);
      const application = await applicationByAlias(db, applicationAlias);
      if (!application) throw new SessionRefused("applicationNotFound");
      const rows = await rightRows(db, user.id);
      const last = await lastAccessOf(db, user.id);
      const lastRow =
        last && rows.find((row) => matchesClaim(row, last) && row.applicationAlias === application.alias);
      const impersonator = claims.impersonatorId === null ? null : await userById(db, claims.impersonatorId);
      return {
        user: {
          id: user.id,
          uuid: user.uuid,
          username: user.username,
          name: user.name,
          email: user.email,
          cpf: user.cpf,
          photo: user.photo,
        },
        temporaryPassword: user.temporaryPassword,
        impersonatedBy: impersonator?.name ?? null,
        rights: rightsForApplication(rows, application.alias),
        currentRole: currentRoleOf(rows, claims, application.alias),
        lastAccess: lastRow
          ? {
              tenantId: lastRow.tenantId === null ? null : String(lastRow.tenantId),
              tenantAlias: lastRow.tenantAlias,
              tenantName: lastRow.tenantName,
              tenantHostname: lastRow.tenantHostname,
              iesId: lastRow.iesId === null ? null : String(lastRow.iesId),
              iesAlias: lastRow.iesAlias,
              iesName: lastRow.iesName,
              iesHostname: lastRow.iesHostname,
              roleAlias: lastRow.roleAlias,
              roleName: lastRow.roleName,
              roleId: String(lastRow.roleId),
            }
          : null,
        independentTabsEnabled: application.independentTabsEnabled,
      };
    },

    async rights(caller: Caller, applicationAlias: string) {
      const { user } = await ofCaller(caller);
      return rightsForApplication(await rightRows(db, user.id), applicationAlias);
    },

    /** Assumes a role the user holds in this scope; a new token carries it (spec §4). Not while impersonating. */
    async assume(
      caller: Caller,
      request: {
        applicationAlias: string;
        roleAlias: string;
        tenantAlias: string | null;
        iesAlias: string | null;
      },
    ) {
      const { claims, user } = await ofCaller(caller);
      // Spec §6: an impersonation keeps the role it was started with.
      if (claims.impersonatorId !== null) throw new SessionRefused("impersonating");
      const rows = await rightRows(db, user.id);
      const row = rows.find(
        (candidate) =>
          candidate.applicationAlias.toLowerCase() === request.applicationAlias.toLowerCase() &&
          candidate.roleAlias === request.roleAlias &&
          candidate.tenantAlias === request.tenantAlias &&
          candidate.iesAlias === request.iesAlias,
      );
      if (!row) throw new SessionRefused("roleNotHeld");
      // ADR 050: an operation application admits only its own roles, never a self-made 'basic'.
      if (
        row.roleAlias === entryRoleAlias &&
        (await applicationByAlias(db, row.applicationAlias))?.isOperation
      )
        throw new SessionRefused("roleNotHeld");
      const role = { roleId: row.roleId, tenantId: row.tenantId, iesId: row.iesId };
      await recordLastAccess(db, user.id, role);
      const theme = (await tenantTheme(db, row.tenantId)) ?? {
        primaryColor: "#3FB1B4",
        accentColor: "#307BA2",
        secondaryColor: "#307BA2",
      };
      const application = await applicationByAlias(db, request.applicationAlias);
      const featureRows = application ? await roleFeatureRows(db, application.id, row.roleId) : [];
      return {
        // One sign-in, one session: the role's token keeps the session it was assumed in.
        accessToken: await tokens.issue({
          userId: user.id,
          role,
          impersonatorId: null,
          tokenVersion: user.tokenVersion,
          sessionId: claims.sessionId,
        }),
        theme: {
          primaryColor: theme.primaryColor,
          accentColor: theme.accentColor,
          secondaryColor: theme.secondaryColor,
        },
        features: featureRows.map((feature) => feature.alias),
      };
    },

    /** Operators only, never from inside an impersonation; every one is recorded (spec §6). */
    async impersonate(
      caller: Caller,
      request: { username: string; roleAlias: string; applicationAlias: string },
      origin: SessionRequest = { ip: "unknown", userAgent: null },
    ) {
      const { claims, user } = await ofCaller(caller);
      if (!user.isOperator || claims.impersonatorId !== null) throw new SessionRefused("notOperator");
      const target = await userByUsername(db, request.username);
      if (!target) throw new SessionRefused("userNotFound");
      // ADR 050: never an account that works in operation (one operator acting as another escapes the audit).
      if (await worksInOperation(db, target.id)) {
        await recordAudit(db, {
          action: "impersonation.refused",
          actorId: user.id,
          subjectId: target.id,
          detail: { reason: staffNotImpersonable, roleAlias: request.roleAlias },
        });
        throw new SessionRefused("staffNotImpersonable");
      }
      const row = (await rightRows(db, target.id)).find(
        (candidate) =>
          candidate.applicationAlias.toLowerCase() === request.applicationAlias.toLowerCase() &&
          candidate.roleAlias === request.roleAlias,
      );
      if (!row) throw new SessionRefused("roleNotHeld");
      await db
        .insert(impersonations)
        .values({ operatorId: user.id, targetUserId: target.id, roleAlias: request.roleAlias });
      // Issue 30: the start is a line of the audit log too (the requests that follow are impersonated.request).
      await recordAudit(db, {
        action: "impersonation.start",
        actorId: user.id,
        actingAsId: target.id,
        subjectId: target.id,
        ip: origin.ip,
        detail: { applicationAlias: row.applicationAlias, roleAlias: request.roleAlias },
      });
      const role = { roleId: row.roleId, tenantId: row.tenantId, iesId: row.iesId };
      // A child of the operator's session: ending that session (or the operator's password) ends this one.
      const sessionId = await sessions.open({
        userId: target.id,
        ip: origin.ip,
        userAgent: origin.userAgent,
        impersonation: { operatorId: user.id, parentId: claims.sessionId },
      });
      return {
        accessToken: await tokens.issue({
          userId: target.id,
          role,
          impersonatorId: user.id,
          tokenVersion: target.tokenVersion,
          sessionId,
        }),
        redirect: platformHomePath,
      };
    },

    /**
     * A single-use code valid 60 s that stands for this session in a URL (never the token itself). It starts with
     * the session's id: the token it is exchanged for belongs to the same session (the stored hash covers the
     * whole code, so the id cannot be swapped).
     */
    async handOff(authorization: string | undefined) {
      return handOffFor((await claimsOf(authorization)).claims);
    },

    handOffFor,

    async exchange(tokenId: string) {
      // One UPDATE marks the code used only if unused and unexpired, so two exchanges cannot both win.
      const [row] = await db
        .update(handOffCodes)
        .set({ usedAt: new Date(now()) })
        .where(
          and(
            eq(handOffCodes.codeHash, sha256(tokenId)),
            isNull(handOffCodes.usedAt),
            gt(handOffCodes.expiresAt, new Date(now())),
          ),
        )
        .returning();
      const user = row ? await userById(db, row.userId) : null;
      const sessionId = tokenId.slice(0, sessionIdLength);
      if (!row || !user || !(await sessions.admits({ userId: row.userId, sessionId })))
        throw new SessionRefused("codeInvalid");
      const role =
        row.roleId === null ? null : { roleId: row.roleId, tenantId: row.tenantId, iesId: row.iesId };
      return {
        accessToken: await tokens.issue({
          userId: row.userId,
          role,
          impersonatorId: row.impersonatorId,
          tokenVersion: user.tokenVersion,
          sessionId,
        }),
        user: { id: user.id, name: user.name },
      };
    },

    /** Refuses (403) a person without any role in the application. */
    async requireRightsIn(caller: Caller, applicationAlias: string) {
      const { user } = await ofCaller(caller);
      const rows = await rightRows(db, user.id);
      if (!rows.some((row) => row.applicationAlias.toLowerCase() === applicationAlias.toLowerCase()))
        throw new SessionRefused("forbidden");
    },

    async application(caller: Caller, alias: string) {
      await ofCaller(caller);
      const application = await applicationByAlias(db, alias);
      if (!application) throw new SessionRefused("applicationNotFound");
      return {
        alias: application.alias,
        name: application.name,
        isOperation: application.isOperation,
        independentTabsEnabled: application.independentTabsEnabled,
        owner: (application.ownerType === "tenant" || application.ownerType === "ies"
          ? application.ownerType
          : null) as "tenant" | "ies" | null,
        url: application.url,
      };
    },
  };
}

export type SessionService = ReturnType<typeof sessionService>;
