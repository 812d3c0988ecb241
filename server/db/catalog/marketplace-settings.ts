import { sql } from "drizzle-orm";
import type { MarketplaceSettings } from "#src/services/api/catalog-schemas.ts";
import { safeSocialLinks } from "#src/domain/catalog/social-links.ts";
import { queryRows, type Db } from "../database.ts";

/** Key of the marketplace settings in the parameters table. */
export const marketplaceSettingsKey = "marketplace-settings";

/** The marketplace's settings (social links); links that are not http(s) to a known network are left out. */
export async function marketplaceSettings(db: Db): Promise<MarketplaceSettings> {
  const [row] = await queryRows<{ value: { socialLinks?: unknown } }>(
    db,
    sql`select value from parameters where key = ${marketplaceSettingsKey}`,
  );
  return { socialLinks: safeSocialLinks(row?.value.socialLinks) };
}
