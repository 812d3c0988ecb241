/**
 * Client-side configuration of spec §9. The base URLs point at Sabiá's reference API by default;
 * pointing them at a real platform API needs no other change.
 */
export const appConfig = {
  applicationAlias: "artmed-marketplace",
  marketplaceName: "sabia",
  productName: "Sabiá",
  defaultTenantAlias: "sabia",
  apiBaseUrl: "/api",
  /** Shown in the marketplace footer (spec §2 "Contact e-mail … when configured"). */
  contactEmail: "contato@sabia.dev",
} as const;

/** Spec §9: token storage key is the marketplace name plus _accessToken; session key plus _sessionToken. */
export const storageKeys = {
  accessToken: `${appConfig.marketplaceName}_accessToken`,
  sessionToken: `${appConfig.marketplaceName}_sessionToken`,
} as const;
