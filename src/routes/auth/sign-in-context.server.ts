import { Effect, ManagedRuntime } from "effect";
import type { SignInContext } from "#src/services/api/settings-api.ts";
import { apiTransport, loaderTimeoutMs } from "#src/services/config.server.ts";
import { defaultSignInContext } from "#src/services/settings/default-sign-in-context.ts";
import { SignInSettings, signInContextOf } from "#src/services/settings/sign-in-context.service.ts";
import { requestLanguage } from "../request-language.server.ts";

/** One runtime per language and transport: building the typed client is too slow to repeat per request. */
const runtimes = new Map<string, ManagedRuntime.ManagedRuntime<SignInSettings, never>>();
function runtimeFor(language: string) {
  const transport = apiTransport();
  const key = `${transport.baseUrl}|${language}|${transport.fetch ? "in-process" : "http"}`;
  let runtime = runtimes.get(key);
  if (!runtime) {
    runtime = ManagedRuntime.make(SignInSettings.layer({ ...transport, language }));
    runtimes.set(key, runtime);
  }
  return runtime;
}

/**
 * The sign-in context of the request's own host (operation host or a tenant's), resolved on the server; any
 * failure gives the default context and the page continues (spec §8).
 */
export async function loadSignInContext(request: Request): Promise<SignInContext> {
  const hostname = new URL(request.url).host;
  try {
    return await runtimeFor(requestLanguage(request)).runPromise(
      signInContextOf(hostname).pipe(Effect.timeout(loaderTimeoutMs())),
    );
  } catch (error) {
    console.error(
      JSON.stringify({ level: "warn", msg: "sign-in context failed; default context", error: String(error) }),
    );
    return defaultSignInContext(hostname);
  }
}
