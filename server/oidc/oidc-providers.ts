import { and, eq } from "drizzle-orm";
import * as client from "openid-client";
import type { Db } from "../db/database.ts";
import { oidcProviders } from "../db/schema/oidc.ts";
import { tenantOfHost } from "../settings/sign-in-context.ts";

export type OidcProvider = typeof oidcProviders.$inferSelect;
export type OidcKind = "govbr" | "google" | "generic";

/** The enabled provider `slug` of the host's tenant, or null (another tenant's provider is not usable here). */
export async function providerOnHost(db: Db, host: string, slug: string): Promise<OidcProvider | null> {
  const tenant = await tenantOfHost(db, host);
  if (!tenant) return null;
  const [provider] = await db
    .select()
    .from(oidcProviders)
    .where(
      and(
        eq(oidcProviders.tenantId, tenant.id),
        eq(oidcProviders.slug, slug),
        eq(oidcProviders.enabled, true),
      ),
    );
  return provider ?? null;
}

/** Plain http is allowed for an OP on this machine only (the test OP); every real OP is https. */
const isLoopback = (issuer: URL) =>
  issuer.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(issuer.hostname);

/**
 * The relying-party configuration of a provider (discovery through openid-client), cached per provider row:
 * the client secret comes from the environment variable the row names, never from the database.
 */
export function oidcConfigurations(env: NodeJS.ProcessEnv = process.env) {
  const cache = new Map<string, Promise<client.Configuration>>();
  return (provider: OidcProvider): Promise<client.Configuration> => {
    const secret = provider.clientSecretEnv ? env[provider.clientSecretEnv] : undefined;
    const key = `${provider.id}:${provider.issuer}:${provider.clientId}:${secret ?? ""}`;
    let found = cache.get(key);
    if (!found) {
      const issuer = new URL(provider.issuer);
      found = client
        .discovery(
          issuer,
          provider.clientId,
          secret,
          secret ? client.ClientSecretBasic(secret) : client.None(),
          isLoopback(issuer) ? { execute: [client.allowInsecureRequests] } : {},
        )
        .catch((error: unknown) => {
          cache.delete(key);
          throw error;
        });
      cache.set(key, found);
    }
    return found;
  };
}

/** gov.br assurance levels, lowest first. */
export const govbrLevels = ["bronze", "prata", "ouro"] as const;
export type GovbrLevel = (typeof govbrLevels)[number];

const levelNames: Record<string, GovbrLevel> = {
  bronze: "bronze",
  silver: "prata",
  prata: "prata",
  gold: "ouro",
  ouro: "ouro",
  "1": "bronze",
  "2": "prata",
  "3": "ouro",
};

/**
 * The person's gov.br level from the ID token: `reliability_info.level` (bronze | silver | gold), else the
 * highest of the `niveis`/`reliability_levels` ids (1 bronze, 2 prata, 3 ouro); null when the token says none.
 */
export function govbrLevelOf(claims: Record<string, unknown>): GovbrLevel | null {
  const info = claims["reliability_info"];
  if (info && typeof info === "object" && "level" in info && typeof info.level === "string")
    return levelNames[info.level.toLowerCase()] ?? null;
  const listed = claims["reliability_levels"] ?? claims["niveis"];
  if (!Array.isArray(listed)) return null;
  const levels = listed
    .map(
      (level: unknown) =>
        levelNames[String(typeof level === "object" && level ? (level as { id?: unknown }).id : level)],
    )
    .filter((level): level is GovbrLevel => level !== undefined);
  return levels.toSorted((a, b) => govbrLevels.indexOf(b) - govbrLevels.indexOf(a))[0] ?? null;
}

/** Whether a provider's policy takes this level (an empty list takes any, even none). */
export function levelAccepted(accepted: readonly string[], level: GovbrLevel | null): boolean {
  return accepted.length === 0 || (level !== null && accepted.includes(level));
}
