import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from "react";
import { useTranslation } from "../../i18n/react.ts";
import { Link } from "react-router";
import type { CourseAreaLink } from "../../domain/catalog/catalog-types.ts";
import { promotionsPath } from "../../domain/catalog/search-params.ts";
import { Logo } from "../ui/logo.view.tsx";
import { useDismiss } from "../ui/use-dismiss.ts";
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
  relative,
  userMenuPanel,
} from "./header.styles.ts";

export interface SignedInUser {
  name: string;
  email: string;
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
  const userMenuRef = useRef<HTMLButtonElement>(null);

  const hasUser = user !== null;
  useEffect(() => {
    if (!returnFocus) return;
    // Right after signing in the user menu is still loading: the sign-in button holds focus until it shows.
    const toUserMenu = returnFocus === "userMenu" && hasUser;
    (toUserMenu ? userMenuRef.current : signInRef.current)?.focus();
    if (toUserMenu || returnFocus === "signIn") onFocusReturned?.();
  }, [returnFocus, hasUser, onFocusReturned]);

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
            <UserMenu user={user} onSignOut={onSignOut} buttonRef={userMenuRef} />
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

/** User menu (spec §2): initial, name, e-mail, My Courses, My Purchases, My Account, sign-out. */
function UserMenu({
  user,
  onSignOut,
  buttonRef,
}: {
  user: SignedInUser;
  onSignOut(): void;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation("store");
  const id = useId();
  const [open, setOpen] = useState(false);
  const closeMenu = useCallback(() => setOpen(false), []);
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(ref, open, closeMenu);
  return (
    <div className={relative} ref={ref}>
      <button
        ref={buttonRef}
        type="button"
        className={buttonPrimary}
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        aria-label={`${t("header.userMenu")}: ${user.name}`}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">{user.name.trim().charAt(0).toUpperCase()}</span>
      </button>
      {open && (
        <div id={`${id}-menu`} className={userMenuPanel}>
          <p>
            <strong>{user.name}</strong>
          </p>
          <p>{user.email}</p>
          <ul>
            <li>
              <Link to="/meus-cursos" onClick={() => setOpen(false)}>
                {t("header.myCourses")}
              </Link>
            </li>
            <li>
              <Link to="/minhas-compras" onClick={() => setOpen(false)}>
                {t("header.myPurchases")}
              </Link>
            </li>
            <li>
              <Link to="/minha-conta" onClick={() => setOpen(false)}>
                {t("header.myAccount")}
              </Link>
            </li>
            <li>
              <button type="button" onClick={onSignOut}>
                {t("header.signOut")}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
