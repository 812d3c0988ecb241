import { Effect } from "effect";
import { lazy, Suspense, useCallback, useMemo, useState } from "react";
import { Outlet, useLoaderData, useLocation, useMatches, useNavigate } from "react-router";
import { hasMinimalFooter } from "./minimal-footer.ts";
import type { Route } from "./+types/marketplace.layout";
import { useRootData } from "../root-data.ts";
import { safeSocialLinks } from "#src/domain/catalog/social-links.ts";
import { Catalogue } from "#src/services/catalog/catalog.service.ts";
import { appConfig, storageKeys } from "#src/services/config.ts";
import { toAreaLink, toCourseSummary } from "#src/services/catalog/catalog-mappers.ts";
import { loadOptional } from "../catalogue.server.ts";
import { loadSignInContext } from "../auth/sign-in-context.server.ts";
import { ArrivalNoticeBanner } from "./arrival-notice.tsx";
import { useSearchSuggestions } from "./use-search-suggestions.ts";
import { useSignedInUser } from "#src/machines/session-guard/use-signed-in-user.ts";
import { useSignOut } from "#src/machines/sign-out/use-sign-out.ts";
import { SitePreferences, type SitePreferenceChoice } from "#src/views/layout/site-preferences.view.tsx";
import { useHydrated } from "#src/views/ui/use-hydrated.ts";

import { page, main } from "#src/views/layout/layout.styles.ts";
import { MarketplaceFooter } from "#src/views/store/marketplace-footer.view.tsx";
import { MarketplaceHeader } from "#src/views/store/marketplace-header.view.tsx";
import { NewsletterForm, newsletterPath } from "#src/views/store/newsletter-form.view.tsx";
import type { StorefrontOutletContext } from "./storefront-outlet.ts";

/**
 * Header menu, footer columns, contact, social links and search suggestions, loaded in parallel; failures leave
 * them empty.
 * Beside them, the host's sign-in context for the authentication modal (the default one when it fails).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const [areas, whatsApp, settings, suggestions, signInContext] = await Promise.all([
    loadOptional(
      request,
      Effect.flatMap(Catalogue, (c) => c.areasAndCategories()),
      [],
    ),
    loadOptional(
      request,
      Effect.flatMap(Catalogue, (c) => c.whatsAppCandidate()),
      null,
    ),
    loadOptional(
      request,
      Effect.flatMap(Catalogue, (c) => c.marketplaceSettings()),
      { socialLinks: [] },
    ),
    loadOptional(
      request,
      Effect.flatMap(Catalogue, (c) => c.mostVisitedCourses({ query: { quantity: 5 } })),
      [],
    ),
    loadSignInContext(request),
  ]);
  return {
    areas: areas.map(toAreaLink),
    whatsApp,
    socialLinks: safeSocialLinks(settings.socialLinks),
    suggestions: suggestions.map(toCourseSummary).map(({ name, friendlyUrl }) => ({ name, friendlyUrl })),
    signInContext,
  };
}

const loadSignInModal = () => import("./sign-in-modal.tsx");
// A signed-in person's tab watches the token for other tabs' sign-out and role change (loaded when signed in).
const StorefrontCrossTab = lazy(() => import("./storefront-cross-tab.tsx"));
const SignInModal = lazy(loadSignInModal);
const SignLanguageSwitch = lazy(() => import("./sign-language-switch.tsx"));

export function shouldRevalidate() {
  // Menu and footer data do not change between navigations.
  return false;
}

/** Marketplace layout (spec §2): header with course menu, the page, footer with preferences. */
export default function MarketplaceLayout() {
  const { areas, whatsApp, socialLinks, suggestions, signInContext } = useLoaderData<typeof loader>();
  const searchSuggestions = useSearchSuggestions(suggestions);
  const { language, theme, textSize, currentYear, vlibrasRoot } = useRootData();
  const location = useLocation();
  const minimalFooter = useMatches().some((match) => hasMinimalFooter(match.handle));
  const navigate = useNavigate();
  const { user, refresh } = useSignedInUser();
  const person = user?.email ?? null;
  const outletContext = useMemo<StorefrontOutletContext>(
    () => ({ refreshUser: refresh, person }),
    [refresh, person],
  );
  const signOut = useSignOut(useCallback((to: string) => void navigate(to), [navigate]));
  const currentPath = `${location.pathname}${location.search}`;
  const signIn = useSignInModal(location.key, refresh);
  const saves = useAccountSaves(language);
  // The sign-language switch (and the avatar it drives) loads once the page is live (ADR 039).
  const live = useHydrated();
  // Once someone is signed in, this tab keeps watching even after another tab signs out (to say so).
  const [watching, setWatching] = useState<{ independentTabs: boolean; impersonating: string | null } | null>(
    null,
  );
  const impersonating = user?.impersonating ? user.name : null;
  if (
    user &&
    (watching?.independentTabs !== user.independentTabsEnabled || watching.impersonating !== impersonating)
  )
    setWatching({ independentTabs: user.independentTabsEnabled, impersonating });
  const signOutHere = () => {
    setWatching(null);
    signOut(null);
  };
  return (
    <div className={page}>
      <MarketplaceHeader
        areas={areas}
        suggestions={searchSuggestions}
        user={user}
        currentPath={currentPath}
        onSignOut={signOutHere}
        onSignIn={() => signIn.open(() => void navigate(`/signin/${encodeURIComponent(currentPath)}`))}
        returnFocus={signIn.returnFocus}
        onFocusReturned={signIn.focusReturned}
        signLanguage={
          live && (
            <Suspense fallback={null}>
              <SignLanguageSwitch root={vlibrasRoot} onSave={saves.signLanguage} />
            </Suspense>
          )
        }
      />
      {signIn.isOpen && (
        <Suspense fallback={null}>
          <SignInModal
            language={language}
            signInContext={signInContext}
            currentPath={currentPath}
            onClose={() => signIn.close("signIn")}
            onSignedIn={signIn.signedIn}
          />
        </Suspense>
      )}
      {watching && (
        <Suspense fallback={null}>
          <StorefrontCrossTab
            independentTabs={watching.independentTabs}
            impersonating={watching.impersonating}
            language={language}
            onSignOut={signOutHere}
          />
        </Suspense>
      )}
      <main id="content" className={main} tabIndex={-1}>
        <ArrivalNoticeBanner />
        <Outlet context={outletContext} />
      </main>
      <MarketplaceFooter
        areas={areas}
        contact={{ email: appConfig.contactEmail, whatsApp }}
        socialLinks={socialLinks}
        currentYear={currentYear}
        minimal={minimalFooter}
        newsletter={
          location.pathname === newsletterPath ? null : <NewsletterForm idPrefix="footer-newsletter" />
        }
      >
        <SitePreferences
          language={language}
          theme={theme}
          textSize={textSize}
          onChoice={saves.sitePreference}
        />
      </MarketplaceFooter>
    </div>
  );
}

/**
 * The header's sign-in modal: its code (and then the sign-in machine and Effect) loads on the first opening,
 * or the visitor goes to /signin/… when it cannot load; signed in, the header reloads the user and focus
 * goes to the user menu; closed, back to the sign-in button.
 */
function useSignInModal(locationKey: string, refreshUser: () => void) {
  // Open on the page it was opened on: another page (back button, a link in the modal) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [returnFocus, setReturnFocus] = useState<"signIn" | "userMenu" | null>(null);
  const close = useCallback((focus: "signIn" | "userMenu") => {
    setOpenOn(null);
    setReturnFocus(focus);
  }, []);
  return {
    isOpen: openOn === locationKey,
    returnFocus,
    close,
    open: (fallback: () => void) => void loadSignInModal().then(() => setOpenOn(locationKey), fallback),
    signedIn: useCallback(() => {
      close("userMenu");
      refreshUser();
    }, [close, refreshUser]),
    focusReturned: useCallback(() => setReturnFocus(null), []),
  };
}

/**
 * A signed-in person's header and footer choices, saved to the account (ADR 039). Whether someone is signed in
 * is asked at the moment of the change (the stored token, as the user menu does), so a change made before the
 * user menu has loaded is saved too; the code loads on first use.
 */
function useAccountSaves(language: string) {
  return useMemo(() => {
    const save = (run: (module: typeof import("./account-saves.ts")) => Promise<void>) => {
      if (window.localStorage.getItem(storageKeys.accessToken)) void import("./account-saves.ts").then(run);
    };
    return {
      signLanguage: (enabled: boolean) => save((module) => module.saveSignLanguage(language, enabled)),
      sitePreference: (choice: SitePreferenceChoice) =>
        save((module) => module.saveSitePreference(language, choice)),
    };
  }, [language]);
}
