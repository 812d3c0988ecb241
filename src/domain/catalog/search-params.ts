/**
 * The search page's address is its state (spec §2, issue 7): Portuguese parameters
 * pagina, termo, autor, categoria, area, instituicao, valorMaximo, ordenacao, mes. This maps them to and from
 * the API's query (page, searchText, authors, categories, areas, institutions, maxPrice, orderBy, month).
 */
export const searchPageSize = 8;
export const promotionMaxPrice = 15000;

export const searchOrders = { relevance: 1, lowestPrice: 2, highestPrice: 3, greatestDiscount: 4 } as const;
export type SearchOrder = (typeof searchOrders)[keyof typeof searchOrders];

export interface SearchState {
  page: number;
  text: string;
  authors: string[];
  categories: string[];
  areas: string[];
  institutions: string[];
  maxPrice: number | null;
  month: number | null;
  order: SearchOrder;
}

/** A friendly URL as the API accepts it (src/services/api/query-schemas.ts SlugParam): "-1" is not one. */
const friendlyUrl = /^[a-z0-9][a-z0-9-]{0,159}$/;
export const isFriendlyUrl = (text: string) => friendlyUrl.test(text);

const list = (value: string | null) =>
  (value ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter((item) => friendlyUrl.test(item))
    .slice(0, 50);

/** What a person can have typed: control characters (a NUL from `termo=%00`) are dropped, not searched. */
const searchText = (value: string | null) =>
  (value ?? "")
    // oxlint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, " ")
    .trim()
    .slice(0, 200)
    .trim();

const positiveInteger = (value: string | null, fallback: number | null, max = Number.MAX_SAFE_INTEGER) => {
  if (value === null || !/^\d+$/.test(value)) return fallback;
  const parsed = Number(value);
  return parsed >= 1 && parsed <= max ? parsed : fallback;
};

/** Reads the search page address; anything malformed falls back to its default instead of failing. */
export function readSearchState(params: URLSearchParams): SearchState {
  const order = positiveInteger(params.get("ordenacao"), 1, 4) as SearchOrder;
  return {
    page: positiveInteger(params.get("pagina"), 1, 10_000)!,
    // `text` is the legacy name (spec §2: the header search sends the query parameter text); termo wins when both.
    text: searchText(params.get("termo") ?? params.get("text")),
    authors: list(params.get("autor")),
    categories: list(params.get("categoria")),
    areas: list(params.get("area")),
    institutions: list(params.get("instituicao")),
    maxPrice: positiveInteger(params.get("valorMaximo"), null, 1_000_000),
    month: positiveInteger(params.get("mes"), null, 12),
    order,
  };
}

/** Writes a search state as the page address (defaults left out, so addresses stay short and shareable). */
export function writeSearchState(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.text) params.set("termo", state.text);
  if (state.areas.length) params.set("area", state.areas.join(","));
  if (state.categories.length) params.set("categoria", state.categories.join(","));
  if (state.institutions.length) params.set("instituicao", state.institutions.join(","));
  if (state.authors.length) params.set("autor", state.authors.join(","));
  if (state.maxPrice !== null) params.set("valorMaximo", String(state.maxPrice));
  if (state.month !== null) params.set("mes", String(state.month));
  if (state.order !== searchOrders.relevance) params.set("ordenacao", String(state.order));
  if (state.page !== 1) params.set("pagina", String(state.page));
  return params;
}

/** The API query of GET /api/subscription/courses/search for a search state (only non-empty filters). */
export function toApiQuery(state: SearchState, itemsPerPage = searchPageSize): URLSearchParams {
  const query = new URLSearchParams({ page: String(state.page), itemsPerPage: String(itemsPerPage) });
  if (state.text) query.set("searchText", state.text);
  if (state.institutions.length) query.set("institutions", state.institutions.join(","));
  if (state.areas.length) query.set("areas", state.areas.join(","));
  if (state.categories.length) query.set("categories", state.categories.join(","));
  if (state.authors.length) query.set("authors", state.authors.join(","));
  if (state.maxPrice !== null) query.set("maxPrice", String(state.maxPrice));
  if (state.month !== null) query.set("month", String(state.month));
  query.set("orderBy", String(state.order));
  return query;
}

/** Spec §2 header: promotions → search page 1, maximum value 15000, greatest discount. */
export function promotionsPath(): string {
  return `/busca?valorMaximo=${promotionMaxPrice}&ordenacao=${searchOrders.greatestDiscount}&pagina=1`;
}

/**
 * Courses per page of the area, category and institution listings: three rows of the four-column grid, so a
 * listing stays light on a phone and any catalogue size pages (`pagina`) instead of being cut.
 */
export const listingPageSize = 12;
