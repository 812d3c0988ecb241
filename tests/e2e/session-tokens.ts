import { SignJWT } from "jose";
import type { Page } from "@playwright/test";
import { e2eTokenSecret } from "../../scripts/server-process.ts";

/** Demo accounts in seed order (server/db/seed/identity-data.ts); tests check the username the API answers. */
export const demoUserIds = { aluno: 1, operador: 2, gestora: 3, professor: 4, novato: 5, semacesso: 6, dupla: 7 } as const;

/** Mints an access token the e2e server accepts, as if the person had just signed in (no role yet). */
export function tokenFor(user: keyof typeof demoUserIds): Promise<string> {
  // ver: the token version of an account whose password never changed (server/identity/access-tokens.ts).
  return new SignJWT({ role: null, imp: null, ver: 0 })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(demoUserIds[user]))
    .setIssuer("sabia")
    .setIssuedAt()
    .setExpirationTime("1h")
    .sign(new TextEncoder().encode(e2eTokenSecret));
}

/** Opens the site signed in as a demo account (token in local storage, as the sign-in page leaves it). */
export async function signInAs(page: Page, user: keyof typeof demoUserIds): Promise<void> {
  const token = await tokenFor(user);
  await page.goto("/politica-de-privacidade");
  await page.evaluate((value) => localStorage.setItem("sabia_accessToken", value), token);
}
