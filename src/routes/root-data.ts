import { useRouteLoaderData } from "react-router";
import type { Language } from "../domain/language.ts";
import type { TextSize, ThemeName } from "../domain/theme.ts";
import type { Resources } from "../i18n/setup.ts";

/**
 * What the root loader (root.tsx) gives every page. It lives here, beside the routes that read it, so that a
 * route never imports root.tsx (which imports route helpers itself).
 */
export interface RootData {
  language: Language;
  theme: ThemeName;
  textSize: TextSize;
  /** Where the sign-language avatar loads from (VLIBRAS_ROOT; the loader runs only when it is turned on). */
  vlibrasRoot: string;
  /** The payments sandbox runs: every page, error pages too, shows the demo ribbon (ADR 046). */
  paymentsDemo: boolean;
  /** The page's words, on a data request only (a document carries them in a script of its own, ADR 043). */
  resources?: Resources;
  currentYear: number;
}

/** Root loader data; always present below the root route, because a failed root loader renders the error page. */
export function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>("root");
  if (!data) throw new Error("root loader data is missing");
  return data;
}
