/**
 * The mobile full-screen search's suggestions (spec §2 course menu): courses whose name matches what is typed,
 * asked from the catalogue search a moment after typing stops; the most visited courses while the field is
 * empty (or the answer has nothing, or could not be loaded).
 */
export interface SuggestedCourse {
  name: string;
  friendlyUrl: string;
}

/** The answer for one text: its courses, or null when the catalogue could not be asked. */
export interface MatchingCourses {
  text: string;
  courses: SuggestedCourse[] | null;
}

export const suggestionsPath = "/busca/sugestoes";
export const suggestionsLimit = 5;
export const suggestionsMinLength = 2;
export const suggestionsMaxLength = 200;
/** Spec §9 "fetch delay default 200 ms": typing waits this long before asking. */
export const suggestionsDelayMs = 200;

/** The text as it is asked for: trimmed, inner spaces collapsed, at most 200 characters. */
export const normalizeSuggestionText = (typed: string) =>
  typed.trim().replace(/\s+/g, " ").slice(0, suggestionsMaxLength);

/** The address to ask for a text's suggestions, or null when the text is too short to be worth asking. */
export function suggestionsUrl(typed: string): string | null {
  const text = normalizeSuggestionText(typed);
  return text.length < suggestionsMinLength
    ? null
    : `${suggestionsPath}?${new URLSearchParams({ termo: text })}`;
}

export type SuggestionList =
  | { kind: "matching"; courses: SuggestedCourse[]; text: string; announce: boolean }
  | { kind: "popular"; courses: SuggestedCourse[]; noMatchFor: string | null };

/**
 * What the search shows for the typed text: its matching courses once their answer is in; while an answer is on
 * its way, what was shown for the previous text (no flicker) but nothing announced; popular courses otherwise,
 * saying so when the text matched nothing.
 */
export function pickSuggestions(
  typed: string,
  matching: MatchingCourses | null,
  popular: SuggestedCourse[],
): SuggestionList {
  const text = normalizeSuggestionText(typed);
  const popularList = (noMatchFor: string | null): SuggestionList => ({
    kind: "popular",
    courses: popular,
    noMatchFor,
  });
  if (text.length < suggestionsMinLength || !matching?.courses) return popularList(null);
  const answered = matching.text === text;
  if (matching.courses.length > 0)
    return { kind: "matching", courses: matching.courses, text: matching.text, announce: answered };
  return popularList(answered ? text : null);
}
