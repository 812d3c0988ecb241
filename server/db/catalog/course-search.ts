import { sql, type SQL } from "drizzle-orm";
import type { SearchResult } from "../../../src/services/api/catalog-schemas.ts";
import { queryRows, type Db } from "../database.ts";
import { summaryColumns, summaryJoins, toSummary, type SummaryRow } from "./course-rows.ts";

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

const discount = sql`case when c.old_price > 0 then (c.old_price - c.new_price) / c.old_price else 0 end`;

/** Area filters accept "cursos-medicina" (the spec's friendlyURL) or "medicina". */
const areaSlug = (slug: string) => (slug.startsWith("cursos-") ? slug : `cursos-${slug}`);

function filters(input: SearchInput): SQL {
  const clauses: SQL[] = [sql`c.active`];
  if (input.institutions?.length) clauses.push(sql`i.friendly_url in ${[...input.institutions]}`);
  if (input.areas?.length) clauses.push(sql`a.friendly_url in ${input.areas.map(areaSlug)}`);
  if (input.categories?.length) clauses.push(sql`cat.friendly_url in ${[...input.categories]}`);
  if (input.authors?.length)
    clauses.push(
      sql`exists (select 1 from course_authors ca join authors au on au.id = ca.author_id where ca.course_id = c.id and au.friendly_url in ${[...input.authors]})`,
    );
  if (input.maxPrice !== undefined) clauses.push(sql`c.new_price <= ${input.maxPrice}`);
  if (input.month !== undefined) clauses.push(sql`extract(month from c.release_date) = ${input.month}`);
  return sql.join(clauses, sql` and `);
}

function ordering(input: SearchInput, relevance: SQL): SQL {
  switch (input.orderBy) {
    case 2:
      return sql`c.new_price asc, c.id asc`;
    case 3:
      return sql`c.new_price desc, c.id asc`;
    case 4:
      return sql`${discount} desc, c.visits desc, c.id asc`;
    default:
      return sql`${relevance} desc, c.visits desc, c.id asc`;
  }
}

type Row = SummaryRow & { total: number };

async function run(db: Db, input: SearchInput, match: SQL | null, relevance: SQL): Promise<{ rows: Row[]; total: number }> {
  const where = match ? sql`${filters(input)} and ${match}` : filters(input);
  const offset = (input.page - 1) * input.itemsPerPage;
  const rows = await queryRows<Row>(
    db,
    sql`select ${summaryColumns}, (count(*) over ())::int as total ${summaryJoins}
        where ${where} order by ${ordering(input, relevance)} limit ${input.itemsPerPage} offset ${offset}`,
  );
  if (rows.length > 0) return { rows, total: rows[0]!.total };
  if (input.page === 1) return { rows, total: 0 };
  const [counted] = await queryRows<{ total: number }>(db, sql`select count(*)::int as total ${summaryJoins} where ${where}`);
  return { rows, total: counted?.total ?? 0 };
}

/**
 * Course search (spec §7): Portuguese full text without accents (stemmed, `pt_unaccent`), and when the text
 * finds nothing, a trigram word-similarity fallback that forgives typos. Filters and order apply to both.
 */
export async function searchCourses(db: Db, input: SearchInput): Promise<SearchResult> {
  const text = input.searchText?.trim() ?? "";
  let result: { rows: Row[]; total: number };
  if (text === "") {
    result = await run(db, input, null, sql`c.visits`);
  } else {
    const query = sql`websearch_to_tsquery('public.pt_unaccent'::regconfig, ${text})`;
    result = await run(db, input, sql`c.search_vector @@ ${query}`, sql`ts_rank_cd(c.search_vector, ${query})`);
    if (result.total === 0) {
      const plain = sql`lower(public.f_unaccent(${text}))`;
      result = await run(db, input, sql`${plain} <% c.search_plain`, sql`word_similarity(${plain}, c.search_plain)`);
    }
  }
  return {
    courses: result.rows.map(toSummary),
    totalPages: Math.ceil(result.total / input.itemsPerPage),
    resultsFound: result.total,
    page: input.page,
    itemsPerPage: input.itemsPerPage,
  };
}
