import { Effect } from "effect";
import type { SignInContext } from "../../services/api/settings-api.ts";
import { apiOrigin } from "../../services/config.server.ts";
import { SignInSettings, signInContextOf } from "../../services/settings/sign-in-context.service.ts";
import { requestLanguage } from "../request-language.server.ts";

/** The sign-in context of the request's own host (operation host or a tenant's), resolved on the server. */
export function loadSignInContext(request: Request): Promise<SignInContext> {
  const hostname = new URL(request.url).host;
  return Effect.runPromise(
    Effect.provide(
      signInContextOf(hostname),
      SignInSettings.layer({ baseUrl: apiOrigin(), language: requestLanguage(request) }),
    ),
  );
}
