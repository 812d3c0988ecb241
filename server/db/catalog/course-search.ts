import { sql, type SQL } from "drizzle-orm";
import type { SearchResult } from "#src/services/api/catalog-schemas.ts";
import { queryRows, type Db } from "../database.ts";
import { summaryColumns, toSummary, type SummaryRow } from "./course-rows.ts";

export interface SearchInput {
  page: number;
  itemsPerPage: number;
  searchText?: string | undefined;
  institutions?: readonly string[] | undefined;
  areas?: readonly string[] | undefined;
  categories?: readonly string[] | undefined;
  authors?: readonly string[] | undefined;
  maxPrice?: number | undefined;
  month?: number | undefined;
  /** 1 relevance, 2 lowest price, 3 highest price, 4 greatest discount. */
  orderBy: 1 | 2 | 3 | 4;
}

/** The expression of the courses_discount index (server/db/schema/catalog.ts). */
const discount = sql`(case when c.old_price > 0 then (c.old_price - c.new_price) / c.old_price else 0 end)`;

/** Area filters accept "cursos-medicina" (the spec's friendlyURL) or "medicina". */
const areaSlug = (slug: string) => (slug.startsWith("cursos-") ? slug : `cursos-${slug}`);

/** Conditions on `courses c` alone (look-ups by friendly URL become id sub-queries), so counting needs no joins. */
function filters(input: SearchInput): SQL[] {
  const clauses: SQL[] = [sql`c.active`];
  if (input.institutions?.length)
    clauses.push(
      sql`c.institution_id in (select id from institutions where friendly_url in ${[...input.institutions]})`,
    );
  if (input.areas?.length)
    clauses.push(
      sql`c.area_id in (select id from course_areas where friendly_url in ${input.areas.map(areaSlug)})`,
    );
  if (input.categories?.length)
    clauses.push(
      sql`c.category_id in (select id from categories where friendly_url in ${[...input.categories]})`,
    );
  if (input.authors?.length)
    clauses.push(
      sql`c.id in (select ca.course_id from course_authors ca join authors au on au.id = ca.author_id where au.friendly_url in ${[...input.authors]})`,
    );
  if (input.maxPrice !== undefined) clauses.push(sql`c.new_price <= ${input.maxPrice}`);
  if (input.month !== undefined) clauses.push(sql`extract(month from c.release_date) = ${input.month}`);
  return clauses;
}

function ordering(input: SearchInput, relevance: SQL): SQL {
  switch (input.orderBy) {
    case 2:
      return sql`c.new_price asc, c.id asc`;
    case 3:
      return sql`c.new_price desc, c.id asc`;
    case 4:
      return sql`${discount} desc, c.id asc`;
    default:
      return sql`${relevance} desc, c.id asc`;
  }
}

const detailJoins = sql`
  join courses c on c.id = page.id
  join course_areas a on a.id = c.area_id
  left join categories cat on cat.id = c.category_id
  left join institutions i on i.id = c.institution_id`;

/**
 * Orders and pages on `courses` alone, then joins only the rows of the page. A text search counts its matches in
 * the same pass (window count: one index scan); a listing without text counts apart so that its order can read
 * the price, discount or visits index.
 */
async function run(
  db: Db,
  input: SearchInput,
  tsquery: SQL | null,
): Promise<{ rows: SummaryRow[]; total: number }> {
  const clauses = filters(input);
  if (tsquery) clauses.push(sql`c.search_vector @@ ${tsquery}`);
  const where = sql.join(clauses, sql` and `);
  const relevance = tsquery ? sql`ts_rank(c.search_vector, ${tsquery})` : sql`c.visits`;
  const offset = (input.page - 1) * input.itemsPerPage;
  const count = async () =>
    (
      await queryRows<{ total: number }>(db, sql`select count(*)::int as total from courses c where ${where}`)
    )[0]?.total ?? 0;
  if (tsquery) {
    const rows = await queryRows<SummaryRow & { total: number; rank: number }>(
      db,
      sql`select ${summaryColumns}, page.total from (
            select c.id, ${relevance} as rank, count(*) over ()::int as total from courses c where ${where}
            order by ${ordering(input, sql`${relevance}`)} limit ${input.itemsPerPage} offset ${offset}) page
          ${detailJoins} order by ${input.orderBy === 1 ? sql`page.rank desc, c.id asc` : ordering(input, relevance)}`,
    );
    return { rows, total: rows[0]?.total ?? (input.page > 1 ? await count() : 0) };
  }
  const total = await count();
  if (total === 0 || offset >= total) return { rows: [], total };
  const rows = await queryRows<SummaryRow>(
    db,
    sql`select ${summaryColumns}
        from (select c.id from courses c where ${where} order by ${ordering(input, relevance)} limit ${input.itemsPerPage} offset ${offset}) page
        ${detailJoins} order by ${ordering(input, relevance)}`,
  );
  return { rows, total };
}

const tsquery = (query: string) => sql`websearch_to_tsquery('public.pt_unaccent'::regconfig, ${query})`;

/** Lower-case, accent-free words of three letters or more, as the search_words vocabulary holds them. */
function queryWords(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 3)
    .slice(0, 8);
}

/** Each query word replaced by the closest catalogue word (trigram similarity), or null when none is close. */
async function correctedText(db: Db, text: string): Promise<string | null> {
  const words = queryWords(text);
  if (words.length === 0) return null;
  const rows = await queryRows<{ position: number; word: string | null }>(
    db,
    sql`select t.position::int as position, w.word
        from unnest(array[${sql.join(
          words.map((word) => sql`${word}`),
          sql`, `,
        )}]::text[]) with ordinality as t(token, position)
        left join lateral (select word from search_words where word % t.token order by word <-> t.token limit 1) w on true
        order by t.position`,
  );
  const corrected = rows.map((row, index) => row.word ?? words[index]!);
  return rows.some((row, index) => row.word !== null && row.word !== words[index])
    ? corrected.join(" ")
    : null;
}

/**
 * Course search (spec §7): Portuguese full text without accents (stemmed, `pt_unaccent`); when the text finds
 * nothing, each word is corrected to the closest catalogue word by trigram similarity (typos) and the search
 * runs once more. Filters and order apply to both.
 */
export async function searchCourses(db: Db, input: SearchInput): Promise<SearchResult> {
  const text = input.searchText?.trim() ?? "";
  let result = await run(db, input, text === "" ? null : tsquery(text));
  if (text !== "" && result.total === 0) {
    const corrected = await correctedText(db, text);
    if (corrected !== null) result = await run(db, input, tsquery(corrected));
  }
  return {
    courses: result.rows.map(toSummary),
    totalPages: Math.ceil(result.total / input.itemsPerPage),
    resultsFound: result.total,
    page: input.page,
    itemsPerPage: input.itemsPerPage,
  };
}

/** Rebuilds the typo-fallback vocabulary from the catalogue (after seeding or catalogue changes). */
export async function refreshSearchWords(db: Db): Promise<void> {
  await db.execute(sql`delete from search_words`);
  await db.execute(
    sql`insert into search_words (word)
        select distinct word from courses, regexp_split_to_table(search_plain, '[^a-z0-9]+') as word where length(word) >= 3
        on conflict do nothing`,
  );
}
