import { sql, type SQL } from "drizzle-orm";
import type { CourseSummary, TypedImage } from "#src/services/api/catalog-schemas.ts";
import { discountPercent } from "#src/domain/catalog/money.ts";

/** Columns every course list needs, joined once; dates and numerics cast so both drivers return the same types. */
export const summaryColumns = sql`
  c.id, c.name, c.friendly_url, c.owner_model, c.old_price::float8 as old_price, c.new_price::float8 as new_price,
  c.installments, c.score::float8 as score, c.load_hours, c.release_date::text as release_date,
  a.id as area_id, a.name as area_name, a.friendly_url as area_url,
  cat.id as category_id, cat.name as category_name, cat.friendly_url as category_url,
  i.id as institution_id, i.initials as institution_initials, i.title as institution_title,
  i.friendly_url as institution_url, i.logo_url as institution_logo`;

export const summaryJoins = sql`
  from courses c
  join course_areas a on a.id = c.area_id
  left join categories cat on cat.id = c.category_id
  left join institutions i on i.id = c.institution_id`;

export interface SummaryRow {
  id: number;
  name: string;
  friendly_url: string;
  owner_model: number;
  old_price: number | null;
  new_price: number;
  installments: number;
  score: number | null;
  load_hours: number;
  release_date: string;
  area_id: number;
  area_name: string;
  area_url: string;
  category_id: number | null;
  category_name: string | null;
  category_url: string | null;
  institution_id: number | null;
  institution_initials: string | null;
  institution_title: string | null;
  institution_url: string | null;
  institution_logo: string | null;
}

/** Spec §3 image types: 1 square, 2 rectangular, 3 rectangular mobile, 9 course main image. */
export const courseImage = (slug: string, type: number, name: string): TypedImage => ({
  type,
  url: `/api/media/course/${slug}/${type}.svg`,
  alt: name,
});

const round2 = (value: number) => Math.round(value * 100) / 100;

export function toSummary(row: SummaryRow): CourseSummary {
  const oldPrice = row.old_price !== null && row.old_price > row.new_price ? row.old_price : null;
  const installments = Math.max(1, row.installments);
  return {
    id: row.id,
    name: row.name,
    friendlyUrl: row.friendly_url,
    image: courseImage(row.friendly_url, 2, row.name),
    institution:
      row.institution_id === null
        ? null
        : {
            id: row.institution_id,
            initials: row.institution_initials ?? "",
            title: row.institution_title ?? "",
            friendlyUrl: row.institution_url ?? "",
            logo: row.institution_logo,
          },
    courseArea: { id: row.area_id, name: row.area_name, friendlyURL: row.area_url },
    category:
      row.category_id === null
        ? null
        : {
            id: row.category_id,
            name: row.category_name ?? "",
            friendlyURL: row.category_url ?? "",
            courseAreaFriendlyURL: row.area_url,
          },
    oldPrice,
    newPrice: row.new_price,
    discountPercentage: oldPrice === null ? 0 : discountPercent(oldPrice, row.new_price),
    installments,
    installmentValue: round2(row.new_price / installments),
    score: row.score,
    contentAndCertificationOwner: (row.owner_model >= 1 && row.owner_model <= 4 ? row.owner_model : 1) as
      1 | 2 | 3 | 4,
    loadHours: row.load_hours,
    releaseDate: row.release_date,
  };
}

/** `select <summary> from … where <where> order by <order> limit n`. */
export const summaryQuery = (where: SQL, order: SQL, limit: number) =>
  sql`select ${summaryColumns} ${summaryJoins} where ${where} order by ${order} limit ${limit}`;
