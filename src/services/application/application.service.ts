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
 * This layer resolves them from configuration and the stored token, and it is the one app start uses: the
 * session itself is checked afterwards by the session guard (`GET /api/auth/session`, issue 6), and a host's
 * application and tenant come from the sign-in context its pages read on the server
 * (`routes/auth/sign-in-context.server.ts`). The client calls neither GET applications/{app}/hostname/{hostname}
 * nor GET token/check (the API serves both).
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
