import { expect, type APIRequestContext, type Page } from "./recorded-test.ts";
import { solvedCaptcha } from "./identity-support.ts";

/** Demo accounts in seed order (server/db/seed/identity-data.ts); tests check the username the API answers. */
export const demoUserIds = {
  aluno: 1,
  operador: 2,
  gestora: 3,
  professor: 4,
  novato: 5,
  semacesso: 6,
  dupla: 7,
} as const;
type DemoUser = Exclude<keyof typeof demoUserIds, "dupla">;

/**
 * A real access token of a demo account, as if the person had just signed in (no role yet): the API's own sign-in
 * (captcha solved, password checked), so the token names a server-side session (issue 25) and ends like any other.
 * For tests about something other than signing in; flows that test sign-in start on the sign-in page.
 */
export async function tokenFor(user: DemoUser, request: APIRequestContext): Promise<string> {
  // The operator signs in through the operation portal, as on the operation host (staff roles live there, ADR 050);
  // novato still has the temporary password of the demo (README, "Demo accounts").
  const operator = user === "operador";
  const response = await request.post(
    operator ? "/api/auth/signin/operations" : "/api/auth/signin/tenants/sabia",
    {
      headers: { captcha: await solvedCaptcha(request) },
      data: {
        username: user,
        password: user === "novato" ? "Temp@2026" : "Sabia@2026",
        applicationAlias: operator ? "sabia-operacao" : "artmed-marketplace",
      },
    },
  );
  expect(response.status(), `sign-in of ${user}`).toBe(200);
  const { accessToken } = (await response.json()) as { accessToken: string | null };
  expect(accessToken, `${user} has no second factor`).toBeTruthy();
  return accessToken!;
}

/** Opens the site signed in as a demo account (token in local storage, as the sign-in page leaves it). */
export async function signInAs(page: Page, user: DemoUser): Promise<void> {
  const token = await tokenFor(user, page.request);
  await page.goto("/politica-de-privacidade");
  await page.evaluate((value) => localStorage.setItem("sabia_accessToken", value), token);
}
