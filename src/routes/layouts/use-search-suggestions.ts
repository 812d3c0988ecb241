import { useCallback, useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import {
  pickSuggestions,
  suggestionsDelayMs,
  suggestionsUrl,
  type MatchingCourses,
  type SuggestedCourse,
} from "#src/domain/catalog/search-suggestions.ts";
import type { SearchSuggestions } from "#src/views/store/mobile-search.view.tsx";

/**
 * The mobile search's suggestions: the layout's popular courses, and the courses matching the typed text, asked
 * from the /busca/sugestoes route through a fetcher once typing pauses (spec §9 fetch delay); a newer request
 * replaces one still on its way.
 */
export function useSearchSuggestions(popular: SuggestedCourse[]): SearchSuggestions {
  const fetcher = useFetcher<MatchingCourses>();
  const { load } = fetcher;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onTextChange = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      const url = suggestionsUrl(text);
      if (url) timer.current = setTimeout(() => void load(url), suggestionsDelayMs);
    },
    [load],
  );

  const matching = fetcher.data ?? null;
  const listFor = useCallback(
    (text: string) => pickSuggestions(text, matching, popular),
    [matching, popular],
  );
  return { listFor, onTextChange };
}
