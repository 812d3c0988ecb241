import { sql } from "drizzle-orm";
import type {
  Banner,
  Brand,
  Category,
  CourseArea,
  FilterOption,
  Institution,
} from "#src/services/api/catalog-schemas.ts";
import { queryRows, type Db } from "../database.ts";
import type { InstitutionSettings } from "../schema/identity.ts";

type AreaRow = {
  id: number;
  name: string;
  friendly_url: string;
  category_id: number | null;
  category_name: string | null;
  category_url: string | null;
};

const areaIcon = (friendlyUrl: string, dark: boolean) =>
  `/api/media/area/${friendlyUrl}.svg${dark ? "?dark=1" : ""}`;

function groupAreas(rows: AreaRow[]): CourseArea[] {
  const areas = new Map<number, CourseArea & { categories: Category[] }>();
  for (const row of rows) {
    let area = areas.get(row.id);
    if (!area) {
      area = {
        id: row.id,
        name: row.name,
        friendlyURL: row.friendly_url,
        icon: areaIcon(row.friendly_url, false),
        iconDark: areaIcon(row.friendly_url, true),
        categories: [],
      };
      areas.set(row.id, area);
    }
    if (row.category_id !== null)
      area.categories.push({
        id: row.category_id,
        name: row.category_name ?? "",
        friendlyURL: row.category_url ?? "",
        courseAreaFriendlyURL: row.friendly_url,
      });
  }
  return [...areas.values()];
}

const areasQuery = (order: "position" | "visits") => sql`
  select a.id, a.name, a.friendly_url, cat.id as category_id, cat.name as category_name, cat.friendly_url as category_url
  from course_areas a left join categories cat on cat.area_id = a.id
  order by ${order === "visits" ? sql`a.visits desc` : sql`a.position`}, a.id, cat.position, cat.id`;

export const listAreas = async (db: Db) => groupAreas(await queryRows<AreaRow>(db, areasQuery("position")));

/** quantity 0 (or absent) means all areas, most visited first. */
export async function mostVisitedAreas(db: Db, quantity: number): Promise<CourseArea[]> {
  const areas = groupAreas(await queryRows<AreaRow>(db, areasQuery("visits")));
  return quantity > 0 ? areas.slice(0, quantity) : areas;
}

const areaSlug = (slug: string) => (slug.startsWith("cursos-") ? slug : `cursos-${slug}`);

export async function areaByFriendlyUrl(db: Db, friendlyUrl: string): Promise<CourseArea | null> {
  return (await listAreas(db)).find((area) => area.friendlyURL === areaSlug(friendlyUrl)) ?? null;
}

export async function categoryByFriendlyUrl(
  db: Db,
  areaFriendlyUrl: string,
  friendlyUrl: string,
): Promise<Category | null> {
  const area = await areaByFriendlyUrl(db, areaFriendlyUrl);
  return area?.categories.find((category) => category.friendlyURL === friendlyUrl) ?? null;
}

export const areasToFilter = (db: Db) =>
  queryRows<FilterOption>(
    db,
    sql`select id, name, friendly_url as "friendlyUrl" from course_areas order by position, id`,
  );

export const categoriesToFilter = (db: Db, courseAreaId: number | undefined) =>
  queryRows<FilterOption>(
    db,
    sql`select id, name, friendly_url as "friendlyUrl" from categories
        where ${courseAreaId === undefined ? sql`true` : sql`area_id = ${courseAreaId}`} order by area_id, position, id`,
  );

export const authorsToFilter = (db: Db) =>
  queryRows<FilterOption>(
    db,
    sql`select id, name, friendly_url as "friendlyUrl" from authors order by name, id`,
  );

export const brandsToFilter = (db: Db) =>
  queryRows<FilterOption>(
    db,
    sql`select id, title as name, friendly_url as "friendlyUrl" from institutions where is_brand order by title, id`,
  );

type BrandRow = {
  id: number;
  initials: string;
  title: string;
  description: string;
  friendly_url: string;
  logo_url: string | null;
  logo_dark_url: string | null;
  course_count: number;
};

const toBrand = (row: BrandRow): Brand => ({
  id: row.id,
  initials: row.initials,
  title: row.title,
  description: row.description,
  friendlyUrl: row.friendly_url,
  logo: row.logo_url,
  logoDark: row.logo_dark_url,
  courseCount: row.course_count,
});

const brandsQuery = sql`
  select i.id, i.initials, i.title, i.description, i.friendly_url, i.logo_url, i.logo_dark_url,
    (select count(*)::int from courses c where c.institution_id = i.id and c.active) as course_count
  from institutions i where i.is_brand`;

export const listBrands = async (db: Db) =>
  (await queryRows<BrandRow>(db, sql`${brandsQuery} order by i.title, i.id`)).map(toBrand);

export async function brandByFriendlyUrl(db: Db, friendlyUrl: string): Promise<Brand | null> {
  const [row] = await queryRows<BrandRow>(db, sql`${brandsQuery} and i.friendly_url = ${friendlyUrl}`);
  return row ? toBrand(row) : null;
}

/** Any institution (brand or ies) by its code, with spec §3 institution settings. */
export async function institutionByCode(db: Db, alias: string): Promise<Institution | null> {
  const [row] = await queryRows<{
    id: number;
    alias: string;
    initials: string;
    title: string;
    description: string;
    hostname: string;
    logo_url: string | null;
    settings: InstitutionSettings;
  }>(
    db,
    sql`select id, alias, initials, title, description, hostname, logo_url, settings from institutions where alias = ${alias}`,
  );
  if (!row) return null;
  const settings = {
    useNoindexNofollow: row.settings.useNoindexNofollow,
    trackingCode: row.settings.trackingCode,
    whatsAppSetting: row.settings.whatsAppSetting,
  };
  return {
    id: row.id,
    alias: row.alias,
    initials: row.initials,
    title: row.title,
    description: row.description,
    hostname: row.hostname,
    logo: row.logo_url,
    settings,
    whatsAppSetting: settings.whatsAppSetting,
  };
}

export async function principalBanners(db: Db): Promise<Banner[]> {
  const rows = await queryRows<{
    id: number;
    url: string;
    title: string;
    text: string;
    search: string | null;
    image_desktop: string;
    image_mobile: string;
    alt: string;
    institution_title: string | null;
  }>(
    db,
    sql`select b.id, b.url, b.title, b.text, b.search, b.image_desktop, b.image_mobile, b.alt, i.title as institution_title
        from banners b left join institutions i on i.id = b.institution_id where b.active order by b.position, b.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    url: row.url,
    title: row.title,
    text: row.text,
    search: row.search,
    institutionTitle: row.institution_title,
    images: {
      desktop: { src: row.image_desktop, alt: row.alt },
      mobile: { src: row.image_mobile, alt: row.alt },
    },
  }));
}

export async function whatsAppCandidate(
  db: Db,
): Promise<{ areaCode: string; phone: string; message: string } | null> {
  const [row] = await queryRows<{ value: { areaCode: string; phone: string; message: string } }>(
    db,
    sql`select value from parameters where key = 'whatsapp-candidate'`,
  );
  return row?.value ?? null;
}
