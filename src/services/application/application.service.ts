import { Context, Effect, Layer } from "effect";
import { appConfig } from "../config.ts";
import { TokenStorage } from "../session/token-storage.ts";

export interface ApplicationInfo {
  readonly alias: string;
  readonly title: string;
  readonly hostname: string;
}

export interface TenantInfo {
  readonly alias: string;
}

export interface AuthenticationInfo {
  readonly hasToken: boolean;
}

/**
 * Start-up initialisation of application, tenant and authentication (spec §4 "Shell").
 * This layer resolves them from configuration and the stored token; the identity and session issues
 * replace it with one that calls GET applications/{app}/hostname/{hostname} and GET token/check.
 */
export class ApplicationStartup extends Context.Service<
  ApplicationStartup,
  {
    readonly initializeApplication: (hostname: string) => Effect.Effect<ApplicationInfo>;
    readonly initializeTenant: (application: ApplicationInfo) => Effect.Effect<TenantInfo>;
    readonly initializeAuthentication: Effect.Effect<AuthenticationInfo>;
  }
>()("sabia/ApplicationStartup") {
  static readonly fromConfig = Layer.effect(ApplicationStartup)(
    Effect.gen(function* () {
      const tokens = yield* TokenStorage;
      return {
        initializeApplication: (hostname: string) =>
          Effect.succeed({ alias: appConfig.applicationAlias, title: appConfig.productName, hostname }),
        initializeTenant: () => Effect.succeed({ alias: appConfig.defaultTenantAlias }),
        initializeAuthentication: Effect.map(tokens.read, (token) => ({
          hasToken: token !== null && token !== "",
        })),
      };
    }),
  );
}
