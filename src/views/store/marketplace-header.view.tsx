import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from "react";
import { useTranslation } from "#src/i18n/react.ts";
import { Link } from "react-router";
import type { CourseAreaLink } from "#src/domain/catalog/catalog-types.ts";
import { promotionsPath } from "#src/domain/catalog/search-params.ts";
import { Logo } from "../ui/logo.view.tsx";
import { buttonPrimary, buttonSecondary, container } from "../ui/ui.styles.ts";
import { CourseMenu } from "./course-menu.view.tsx";
import { HeaderSearch, HeaderSearchForm, useHeaderSearch } from "./header-search.view.tsx";
import type { SearchSuggestions } from "./mobile-search.view.tsx";
import {
  desktopOnly,
  header,
  headerActions,
  headerRow,
  menuBar,
  mobileOnly,
  userMenuPlaceholder,
} from "./header.styles.ts";

export interface SignedInUser {
  name: string;
  email: string;
  /** An operator accessing as this person: "Sair" is disabled (spec §6; the bar ends the access). */
  impersonating?: boolean;
}

interface MarketplaceHeaderProps {
  areas: CourseAreaLink[];
  suggestions: SearchSuggestions;
  user: SignedInUser | null;
  /** Path and query of the current page: the sign-in button's return URL (spec §2 header). */
  currentPath: string;
  onSignOut(): void;
  /** Once hydrated: a plain click on "Sign in" opens the sign-in modal instead of going to /signin/… */
  onSignIn?(): void;
  /** Where focus goes back after the sign-in modal: the sign-in button, or the user menu once it shows. */
  returnFocus?: "signIn" | "userMenu" | null;
  onFocusReturned?(): void;
  /** The sign-language avatar's switch (ADR 039). */
  signLanguage?: ReactNode;
}

/** The phone's full-screen search loads when it is first wanted (a press or focus on its button), not on every visit. */
const loadMobileSearch = () => import("./mobile-search.view.tsx");
const MobileSearch = lazy(() => loadMobileSearch().then((module) => ({ default: module.MobileSearch })));
/**
 * The user menu shows only once the signed-in user is known, after hydration: its code is not first-visit code
 * (the store's 125 KB budget). Meanwhile a placeholder of its size holds the place.
 */
const UserMenu = lazy(() => import("./user-menu.view.tsx").then((module) => ({ default: module.UserMenu })));

/** A click the browser would not open elsewhere (new tab or window, download). */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** Marketplace header (spec §2): logo, search, promotions, sign-in or user menu, and the course menu. */
export function MarketplaceHeader(props: MarketplaceHeaderProps) {
  const {
    areas,
    suggestions,
    user,
    currentPath,
    onSignOut,
    onSignIn,
    returnFocus = null,
    onFocusReturned,
    signLanguage,
  } = props;
  const { t } = useTranslation("store");
  const [searchOpen, setSearchOpen] = useState(false);
  const openSearchRef = useRef<HTMLAnchorElement>(null);
  const mobileField = useHeaderSearch();
  const signInRef = useRef<HTMLAnchorElement>(null);
  const userMenuRef = useRef<HTMLButtonElement | null>(null);
  const [userMenuShown, setUserMenuShown] = useState(false);
  const userMenuButton = useCallback((button: HTMLButtonElement | null) => {
    userMenuRef.current = button;
    setUserMenuShown(button !== null);
  }, []);

  useEffect(() => {
    if (!returnFocus) return;
    // Right after signing in the user menu is still loading: the sign-in button holds focus until it shows.
    const toUserMenu = returnFocus === "userMenu" && userMenuShown;
    (toUserMenu ? userMenuRef.current : signInRef.current)?.focus();
    if (toUserMenu || returnFocus === "signIn") onFocusReturned?.();
  }, [returnFocus, userMenuShown, onFocusReturned]);

  return (
    <header className={header}>
      <div className={`${container} ${headerRow}`}>
        <Logo />
        <HeaderSearch />
        <div className={headerActions}>
          {/* A link to the search page until the script runs; then a plain click opens the full-screen search. */}
          <Link
            ref={openSearchRef}
            to="/busca"
            aria-haspopup="dialog"
            className={`${buttonSecondary} ${mobileOnly}`}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              setSearchOpen(true);
            }}
          >
            {t("header.openSearch")}
          </Link>
          {signLanguage}
          <Link to={promotionsPath()} className={`${buttonSecondary} ${desktopOnly}`}>
            {t("header.promotions")}
          </Link>
          {user ? (
            <Suspense
              fallback={
                <span className={`${buttonPrimary} ${userMenuPlaceholder}`} aria-hidden="true">
                  {user.name.trim().charAt(0).toUpperCase()}
                </span>
              }
            >
              <UserMenu user={user} onSignOut={onSignOut} buttonRef={userMenuButton} />
            </Suspense>
          ) : (
            <Link
              ref={signInRef}
              to={`/signin/${encodeURIComponent(currentPath)}`}
              className={buttonPrimary}
              onClick={(event) => {
                if (!onSignIn || !isPlainClick(event)) return;
                event.preventDefault();
                onSignIn();
              }}
            >
              {t("header.signIn")}
            </Link>
          )}
        </div>
      </div>
      <div className={menuBar}>
        <div className={container}>
          <CourseMenu areas={areas} />
        </div>
      </div>
      {searchOpen && (
        <Suspense fallback={null}>
          <MobileSearch
            searchForm={
              <HeaderSearchForm
                id="mobile-search"
                field={mobileField}
                onTextChange={suggestions.onTextChange}
                onSearched={() => setSearchOpen(false)}
              />
            }
            text={mobileField.text}
            areas={areas}
            suggestions={suggestions}
            onDismiss={() => {
              setSearchOpen(false);
              mobileField.setText("");
              openSearchRef.current?.focus();
            }}
            onFollow={() => setSearchOpen(false)}
          />
        </Suspense>
      )}
    </header>
  );
}
