import { eq, sql } from "drizzle-orm";
import type { Caller } from "#src/services/api/authorization.ts";
import type { Me } from "#src/services/api/identity-api.ts";
import { applications, roles, userPhotos, userRights, users } from "../db/schema/identity.ts";
import { assertNewPassword, type IdentityKit, type RequestInfo, type UserRow } from "./identity-kit.ts";
import { emailTaken, IdentityRefused } from "./identity-refused.ts";
import { reencodePhoto } from "./photo-reencode.ts";
import { verifyPassword } from "./passwords.ts";
import { accountKey } from "./sign-in-flow.ts";
import { clearSignInFailures, reserveSignInAttempt } from "./throttle-store.ts";
import { validProfilePatch, type ProfilePatch } from "./sign-up-rules.ts";

/** The signed-in user's own record: GET/PATCH me and PUT me/password (spec §7 user service). */
export function accountFlow({
  db,
  now,
  userOfToken,
  userOfCaller,
  issueToken,
  replacePassword,
}: IdentityKit) {
  /**
   * The current password, checked like a sign-in and on the same counters (issue 25): a stolen token must not
   * be a way to guess it. The attempt is reserved first and stays as the failure unless the password is right.
   */
  const checkCurrentPassword = async (
    user: UserRow,
    currentPassword: string,
    request: Pick<RequestInfo, "ip">,
  ) => {
    const key = accountKey(user, user.username);
    const wait = await reserveSignInAttempt(db, key, request.ip, now());
    if (wait > 0) throw new IdentityRefused("tooManyAttempts", undefined, wait);
    if (!(await verifyPassword(user.passwordHash, currentPassword)))
      throw new IdentityRefused("invalidCredentials", "currentPassword");
    await clearSignInFailures(db, key);
  };

  const toMe = async (user: UserRow): Promise<Me> => {
    const apps = await db
      .selectDistinct({ alias: applications.alias })
      .from(userRights)
      .innerJoin(roles, eq(roles.id, userRights.roleId))
      .innerJoin(applications, eq(applications.id, roles.applicationId))
      .where(eq(userRights.userId, user.id));
    return {
      id: user.id,
      uuid: user.uuid,
      name: user.name,
      username: user.username,
      email: user.email,
      type: user.type,
      photo: user.photo,
      timezone: user.timezone,
      languageId: user.languageId,
      theme: user.theme,
      textSize: user.textSize,
      accessibility: user.accessibility,
      temporaryPassword: user.temporaryPassword,
      availableApplications: apps.map((app) => app.alias).toSorted(),
      cpf: user.cpf,
      cellphone: user.cellphone,
    };
  };

  return {
    /**
     * Expired or temporary password change: every earlier token and session ends (the operator's impersonations
     * too); a fresh token of a new session comes back.
     */
    async changeMyPassword(
      caller: Caller,
      currentPassword: string,
      newPassword: string,
      request: Pick<RequestInfo, "ip" | "userAgent">,
    ) {
      const { user } = await userOfCaller(caller);
      await checkCurrentPassword(user, currentPassword, request);
      await assertNewPassword(user, newPassword);
      await replacePassword(user, newPassword);
      return { accessToken: await issueToken(user.id, request) };
    },

    async me(caller: Caller) {
      return toMe((await userOfCaller(caller)).user);
    },

    /**
     * A new e-mail is where reset links go, so changing it takes the current password and never happens while
     * an operator impersonates the person (issue 15: that was a way to take an account over).
     */
    async updateMe(
      caller: Caller,
      { currentPassword, ...patch }: ProfilePatch & { currentPassword?: string },
      request: Pick<RequestInfo, "ip">,
    ) {
      const { claims, user } = await userOfCaller(caller);
      const changes = validProfilePatch(patch);
      if (changes.email !== undefined && changes.email.toLowerCase() !== user.email.toLowerCase()) {
        if (claims.impersonatorId !== null) throw new IdentityRefused("impersonating");
        if (!currentPassword) throw new IdentityRefused("fieldsRequired", "currentPassword");
        await checkCurrentPassword(user, currentPassword, request);
      }
      if (changes.cpf && changes.cpf !== user.cpf) {
        const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.cpf, changes.cpf));
        if (taken) throw new IdentityRefused("cpfAlreadyRegistered", "cpf");
      }
      if (changes.email && changes.email.toLowerCase() !== user.email.toLowerCase()) {
        const [taken] = await db
          .select({ id: users.id })
          .from(users)
          .where(eq(sql`lower(${users.email})`, changes.email.toLowerCase()));
        if (taken) throw emailTaken();
      }
      const [updated] =
        Object.keys(changes).length > 0
          ? await db.update(users).set(changes).where(eq(users.id, user.id)).returning()
          : [user];
      return toMe(updated ?? user);
    },

    /**
     * PATCH me/photo: the upload is checked (spec §5: png/jpg, ≤ 1 MB, ≥ 683 × 768) and decoded, and only its
     * re-encoding is stored (issue 25, photo-reencode.ts); its address (versioned, so caches see the new one)
     * becomes the user's photo.
     */
    async updatePhoto(authorization: string | undefined, upload: Uint8Array) {
      const { user } = await userOfToken(authorization);
      const { bytes, contentType } = await reencodePhoto(upload);
      const data = bytes.toString("base64");
      const photoUrl = `/api/users/photos/${user.uuid}?v=${Date.now().toString(36)}`;
      await db.transaction(async (tx) => {
        await tx
          .insert(userPhotos)
          .values({ userId: user.id, contentType, data })
          .onConflictDoUpdate({
            target: userPhotos.userId,
            set: { contentType, data, updatedAt: new Date() },
          });
        await tx.update(users).set({ photo: photoUrl }).where(eq(users.id, user.id));
      });
      return { photoUrl };
    },

    /** DELETE me/photo: the person has no photo any more (the avatar shows the initial again). */
    async removePhoto(authorization: string | undefined) {
      const { user } = await userOfToken(authorization);
      await db.transaction(async (tx) => {
        await tx.delete(userPhotos).where(eq(userPhotos.userId, user.id));
        await tx.update(users).set({ photo: null }).where(eq(users.id, user.id));
      });
      return { photoUrl: null };
    },

    /** A stored photo by its owner's uuid (served to anyone who has the address, like any avatar). */
    async photo(uuid: string) {
      const [row] = await db
        .select({ contentType: userPhotos.contentType, data: userPhotos.data })
        .from(userPhotos)
        .innerJoin(users, eq(users.id, userPhotos.userId))
        .where(eq(users.uuid, uuid));
      return row ? { contentType: row.contentType, bytes: Buffer.from(row.data, "base64") } : null;
    },
  };
}
