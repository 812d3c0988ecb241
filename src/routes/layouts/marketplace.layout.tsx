import { Effect } from "effect";
import { useCallback } from "react";
import { Outlet, useLoaderData, useLocation, useNavigate } from "react-router";
import type { Route } from "./+types/marketplace.layout";
import { useRootData } from "../../root.tsx";
import { Catalogue } from "../../services/catalog/catalog.service.ts";
import { appConfig } from "../../services/config.ts";
import { toAreaLink, toCourseSummary } from "../../services/catalog/catalog-mappers.ts";
import { loadOptional } from "../catalogue.server.ts";
import { useSignedInUser } from "../../machines/session-guard/use-signed-in-user.ts";
import { useSignOut } from "../../machines/sign-out/use-sign-out.ts";
import { SitePreferences } from "../../views/layout/site-preferences.view.tsx";
import { page, main } from "../../views/layout/layout.styles.ts";
import { MarketplaceFooter } from "../../views/store/marketplace-footer.view.tsx";
import { MarketplaceHeader } from "../../views/store/marketplace-header.view.tsx";
import { NewsletterForm, newsletterPath } from "../../views/store/newsletter-form.view.tsx";

/** Header menu, footer columns, contact and search suggestions, loaded in parallel; failures leave them empty. */
export async function loader({ request }: Route.LoaderArgs) {
  const [areas, whatsApp, suggestions] = await Promise.all([
    loadOptional(request, Effect.flatMap(Catalogue, (c) => c.areasAndCategories()), []),
    loadOptional(request, Effect.flatMap(Catalogue, (c) => c.whatsAppCandidate()), null),
    loadOptional(request, Effect.flatMap(Catalogue, (c) => c.mostVisitedCourses({ query: { quantity: 5 } })), []),
  ]);
  return {
    areas: areas.map(toAreaLink),
    whatsApp,
    suggestions: suggestions.map(toCourseSummary).map(({ name, friendlyUrl }) => ({ name, friendlyUrl })),
  };
}

export function shouldRevalidate() {
  // Menu and footer data do not change between navigations.
  return false;
}

/** Marketplace layout (spec §2): header with course menu, the page, footer with preferences. */
export default function MarketplaceLayout() {
  const { areas, whatsApp, suggestions } = useLoaderData<typeof loader>();
  const { language, theme, currentYear } = useRootData();
  const location = useLocation();
  const navigate = useNavigate();
  const user = useSignedInUser();
  const signOut = useSignOut(useCallback((to: string) => void navigate(to), [navigate]));
  return (
    <div className={page}>
      <MarketplaceHeader
        areas={areas}
        suggestions={suggestions}
        user={user}
        currentPath={`${location.pathname}${location.search}`}
        onSignOut={() => signOut(null)}
      />
      <main id="content" className={main} tabIndex={-1}>
        <Outlet />
      </main>
      <MarketplaceFooter
        areas={areas}
        contact={{ email: appConfig.contactEmail, whatsApp }}
        socialLinks={[]}
        currentYear={currentYear}
        newsletter={location.pathname === newsletterPath ? null : <NewsletterForm idPrefix="footer-newsletter" />}
      >
        <SitePreferences language={language} theme={theme} />
      </MarketplaceFooter>
    </div>
  );
}
