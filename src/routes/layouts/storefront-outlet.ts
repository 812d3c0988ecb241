import { useOutletContext } from "react-router";

/** What the marketplace layout hands its pages: a page that signs someone in says so to the header. */
export interface StorefrontOutletContext {
  /** Reads the signed-in person again (the header's user menu, the storefront's signed-in part). */
  refreshUser(): void;
  /** Who is signed in (their e-mail), null for a visitor: a page that keeps something per person reads it again. */
  person: string | null;
}

const nothingToRefresh: StorefrontOutletContext = { refreshUser: () => {}, person: null };

/** The layout's context, or one that does nothing where a page renders without the layout (unit tests). */
export function useStorefrontOutlet(): StorefrontOutletContext {
  return useOutletContext<StorefrontOutletContext | undefined>() ?? nothingToRefresh;
}
