import { Effect, Option, Schema } from "effect";
import { data } from "react-router";
import type { Route } from "./+types/search-suggestions.route";
import {
  normalizeSuggestionText,
  suggestionsLimit,
  suggestionsMaxLength,
  suggestionsMinLength,
  type MatchingCourses,
} from "../domain/catalog/search-suggestions.ts";
import { Catalogue } from "../services/catalog/catalog.service.ts";
import { toSearchRequest } from "../services/catalog/catalog-mappers.ts";
import { loadOptional } from "./catalogue.server.ts";

const SuggestionsQuery = Schema.Struct({
  termo: Schema.String.pipe(Schema.check(Schema.isMaxLength(suggestionsMaxLength))),
});

/**
 * GET /busca/sugestoes?termo=…: the courses whose name matches the text (the catalogue search, first five by
 * relevance), read by the mobile search's fetcher. A failed catalogue call answers `courses: null` (spec §8: the
 * page continues, showing popular courses); a missing or over-long `termo` is a 400 naming it.
 */
export async function loader({ request }: Route.LoaderArgs): Promise<MatchingCourses> {
  const query = Schema.decodeUnknownOption(SuggestionsQuery)(
    Object.fromEntries(new URL(request.url).searchParams),
  );
  if (Option.isNone(query)) throw data({ field: "termo" }, { status: 400 });
  const text = normalizeSuggestionText(query.value.termo);
  if (text.length < suggestionsMinLength) return { text, courses: [] };
  const found = await loadOptional(
    request,
    Effect.flatMap(Catalogue, (catalogue) =>
      catalogue.searchCourses({ query: toSearchRequest({ text }, 1, suggestionsLimit) }),
    ),
    null,
  );
  return {
    text,
    courses: found ? found.courses.map(({ name, friendlyUrl }) => ({ name, friendlyUrl })) : null,
  };
}
