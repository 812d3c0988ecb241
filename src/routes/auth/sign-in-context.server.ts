import { Effect } from "effect";
import type { SignInContext } from "../../services/api/settings-api.ts";
import { apiOrigin } from "../../services/config.server.ts";
import { defaultSignInContext } from "../../services/settings/default-sign-in-context.ts";
import { SignInSettings, signInContextOf } from "../../services/settings/sign-in-context.service.ts";
import { requestLanguage } from "../request-language.server.ts";

/**
 * The sign-in context of the request's own host (operation host or a tenant's), resolved on the server; any
 * failure gives the default context and the page continues (spec §8).
 */
export async function loadSignInContext(request: Request): Promise<SignInContext> {
  const hostname = new URL(request.url).host;
  try {
    return await Effect.runPromise(
      Effect.provide(
        signInContextOf(hostname),
        SignInSettings.layer({ baseUrl: apiOrigin(), language: requestLanguage(request) }),
      ),
    );
  } catch (error) {
    console.error(
      JSON.stringify({ level: "warn", msg: "sign-in context failed; default context", error: String(error) }),
    );
    return defaultSignInContext(hostname);
  }
}
