import { useCallback, useId, useRef, useState, type Ref } from "react";
import { Link } from "react-router";
import { useTranslation } from "#src/i18n/react.ts";
import { useDismiss } from "../ui/use-dismiss.ts";
import { buttonPrimary } from "../ui/ui.styles.ts";
import { relative, userMenuPanel } from "./user-menu.styles.ts";
import type { SignedInUser } from "./marketplace-header.view.tsx";

/** User menu (spec §2): initial, name, e-mail, My Courses, My Purchases, My Account, sign-out. */
export function UserMenu({
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
              <button
                type="button"
                onClick={onSignOut}
                disabled={user.impersonating}
                title={user.impersonating ? t("header.signOutWhileImpersonating") : undefined}
              >
                {t("header.signOut")}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
