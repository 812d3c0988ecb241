import { Context, Effect, Layer } from "effect";
import { HttpClient, HttpClientRequest } from "effect/http";
import type { ApiFetch } from "../api/in-process.ts";
import { withSharedReads, type SharedReadCache } from "../http/shared-reads.ts";
import { fetchClientLayer } from "../http/api-transport.ts";
import { HttpApiClient } from "effect/http-api";
import { ssoLink } from "#src/domain/identity/sign-in-context.ts";
import { PlatformApi } from "../api/platform-api-definition.ts";
import type { SignInContext } from "../api/settings-api.ts";
import { appConfig } from "../config.ts";
import { defaultSignInContext } from "./default-sign-in-context.ts";

/** The API's answer with the SSO address checked again on this side (never `javascript:`, "//host" or a bare relative path). */
const withSafeSso = (context: SignInContext): SignInContext => {
  const url = ssoLink(context.authenticationModes);
  return {
    ...context,
    authenticationModes: {
      ...context.authenticationModes,
      hasAuthBySaml: url !== null,
      samlRequest: url === null ? null : { url },
    },
  };
};

/** GET /api/settings/sign-in-context for a hostname (spec §3 tenant settings, §6 operation mode). */
export class SignInSettings extends Context.Service<
  SignInSettings,
  { readonly context: (hostname: string) => Effect.Effect<SignInContext, unknown> }
>()("sabia/SignInSettings") {
  static layer(options: {
    baseUrl: string;
    language: string;
    fetch?: ApiFetch;
    sharedReads?: SharedReadCache;
  }) {
    return Layer.effect(SignInSettings)(
      Effect.gen(function* () {
        const httpClient = (yield* HttpClient.HttpClient).pipe(
          HttpClient.mapRequest(HttpClientRequest.setHeader("Accept-Language", options.language)),
        );
        // The API caches a host's sign-in context for every visitor (ADR 034); kept decoded too (ADR 038).
        const settings = withSharedReads(
          yield* HttpApiClient.group(PlatformApi, {
            group: "settings",
            httpClient,
            baseUrl: options.baseUrl,
          }),
          new Set(["signInContext"]),
          options.sharedReads,
          `settings|${options.language}`,
        );
        return {
          context: (hostname: string) =>
            Effect.map(
              settings.signInContext({ query: { hostname, applicationAlias: appConfig.applicationAlias } }),
              withSafeSso,
            ),
        };
      }),
    ).pipe(Layer.provide(fetchClientLayer(options.fetch)));
  }

  static layerTest(answer: (hostname: string) => Effect.Effect<SignInContext, unknown>) {
    return Layer.succeed(SignInSettings)({ context: answer });
  }
}

/** The context of `hostname`, or the default one when the API fails (the page continues, spec §8). */
export const signInContextOf = (hostname: string) =>
  Effect.flatMap(SignInSettings, (settings) => settings.context(hostname)).pipe(
    Effect.catch(() => Effect.succeed(defaultSignInContext(hostname))),
  );
