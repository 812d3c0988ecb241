import type { ApplicationInfo, AuthenticationInfo, TenantInfo } from "../../services/application/application.service.ts";

export type { ApplicationInfo, AuthenticationInfo, TenantInfo };

export interface AppStartContext {
  hostname: string | null;
  application: ApplicationInfo | null;
  tenant: TenantInfo | null;
  authenticated: boolean;
  /** The stage that failed, when start-up could not complete. */
  failedStage: "application" | "tenant" | null;
}

export type AppStartEvent =
  /** The address the app was opened with; tokenId is the `tokenId` query value, if any. */
  | { type: "START"; hostname: string; tokenId: string | null }
  | { type: "RETRY" };
