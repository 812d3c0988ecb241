import { useTranslation } from "#src/i18n/react.ts";
import { Form, Link, useNavigate } from "react-router";
import type { CourseSummary } from "#src/domain/catalog/course.ts";
import { searchOrders, writeSearchState, type SearchState } from "#src/domain/catalog/search-params.ts";
import { CourseGrid } from "../course/course-card.view.tsx";
import { buttonPrimary, buttonSecondary, container } from "../ui/ui.styles.ts";
import { Pagination } from "../ui/pagination.view.tsx";
import { filterForm, moreFilters, moreFiltersFields, resultsHeader, searchLayout } from "./search.styles.ts";

export interface FilterOption {
  value: string;
  label: string;
}

export interface SearchFilterOptions {
  institutions: FilterOption[];
  areas: FilterOption[];
  categories: FilterOption[];
  authors: FilterOption[];
}

interface SearchPageProps {
  state: SearchState;
  courses: CourseSummary[];
  resultsFound: number;
  totalPages: number;
  options: SearchFilterOptions;
}

const pageHref = (state: SearchState, page: number) => `/busca?${writeSearchState({ ...state, page })}`;

/**
 * Search page (spec §2): the address is the state. Filters are a plain GET form (works without JavaScript);
 * with JavaScript a change submits at once. 8 results per page with pagination links.
 */
export function SearchPageView({ state, courses, resultsFound, totalPages, options }: SearchPageProps) {
  const { t } = useTranslation("search");
  const navigate = useNavigate();
  /**
   * Goes to the form's search with only the fields that say something in the address (page 1; the default order
   * is left out, as writeSearchState does). Kept apart from readSearchState, which every page would then load.
   */
  const search = (form: HTMLFormElement) => {
    const fields = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      const isDefault = name === "ordenacao" && value === String(searchOrders.relevance);
      if (typeof value === "string" && value.trim() !== "" && !isDefault) fields.append(name, value.trim());
    }
    const query = fields.toString();
    void navigate(query ? `/busca?${query}` : "/busca", { preventScrollReset: true });
  };
  const months = t("months", { returnObjects: true }) as unknown as string[];
  const activeFilters = [
    state.institutions[0],
    state.areas[0],
    state.categories[0],
    state.authors[0],
    state.maxPrice,
    state.month,
  ].filter((value) => value !== undefined && value !== null && value !== "").length;
  // "Todas"/"Todos" agree with the field's noun (Instituição, Área, Categoria are feminine; Autor, Mês are not).
  const select = (
    name: string,
    label: string,
    values: FilterOption[],
    selected: string | undefined,
    any: "any" | "anyFeminine",
  ) => (
    <label>
      <span>{label}</span>
      <select name={name} defaultValue={selected ?? ""} key={`${name}-${selected ?? ""}`}>
        <option value="">{t(any)}</option>
        {values.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <div className={`${container} ${searchLayout}`}>
      <h1>{state.text ? t("titleWithTerm", { term: state.text }) : t("title")}</h1>
      <Form
        method="get"
        action="/busca"
        className={filterForm}
        aria-label={t("filters")}
        onSubmit={(event) => {
          event.preventDefault();
          search(event.currentTarget);
        }}
        onChange={(event) => {
          const changed = event.target as HTMLElement;
          if (changed.tagName !== "SELECT") return;
          // Another area's categories are not on offer: a category chosen before does not carry over.
          const category = event.currentTarget.elements.namedItem("categoria");
          if ((changed as HTMLSelectElement).name === "area" && category instanceof HTMLSelectElement)
            category.value = "";
          search(event.currentTarget);
        }}
      >
        <label>
          <span>{t("term")}</span>
          <input type="search" name="termo" defaultValue={state.text} key={`termo-${state.text}`} />
        </label>
        <label>
          <span>{t("order")}</span>
          <select name="ordenacao" defaultValue={String(state.order)} key={`ordenacao-${state.order}`}>
            {[1, 2, 3, 4].map((order) => (
              <option key={order} value={order}>
                {t(`orders.${order}`)}
              </option>
            ))}
          </select>
        </label>
        {/* On phones the six narrowing filters fold away behind one summary (open while any is set), so the
            results come first; from 960 px they always show (search.styles.ts). <details> needs no JavaScript. */}
        <details className={moreFilters} open={activeFilters > 0}>
          <summary>
            {activeFilters > 0 ? t("moreFiltersActive", { count: activeFilters }) : t("moreFilters")}
          </summary>
          <div className={moreFiltersFields}>
            {select(
              "instituicao",
              t("institution"),
              options.institutions,
              state.institutions[0],
              "anyFeminine",
            )}
            {select("area", t("area"), options.areas, state.areas[0], "anyFeminine")}
            {select("categoria", t("category"), options.categories, state.categories[0], "anyFeminine")}
            {select("autor", t("author"), options.authors, state.authors[0], "any")}
            <label>
              <span>{t("maxPrice")}</span>
              <input
                type="number"
                name="valorMaximo"
                min={1}
                step={1}
                inputMode="numeric"
                defaultValue={state.maxPrice ?? ""}
                key={`max-${state.maxPrice}`}
              />
            </label>
            <label>
              <span>{t("month")}</span>
              <select
                name="mes"
                defaultValue={state.month ? String(state.month) : ""}
                key={`mes-${state.month}`}
              >
                <option value="">{t("any")}</option>
                {months.map((month, index) => (
                  <option key={month} value={index + 1}>
                    {month}
                  </option>
                ))}
              </select>
            </label>
          </div>
        </details>
        <button type="submit" className={buttonPrimary}>
          {t("apply")}
        </button>
        <Link
          to={state.text ? `/busca?${new URLSearchParams({ termo: state.text })}` : "/busca"}
          className={buttonSecondary}
        >
          {t("clear")}
        </Link>
      </Form>

      <section aria-labelledby="results-title">
        <p id="results-title" className={resultsHeader} role="status">
          {t("results", { count: resultsFound })}
        </p>
        {courses.length === 0 ? (
          <div>
            <p>
              <strong>{t("empty")}</strong>
            </p>
            <p>{t("emptyHint")}</p>
          </div>
        ) : (
          <CourseGrid courses={courses} headingLevel={2} />
        )}
        <Pagination page={state.page} totalPages={totalPages} hrefFor={(page) => pageHref(state, page)} />
      </section>
    </div>
  );
}
