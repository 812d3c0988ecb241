import { useCallback, useId, useRef, useState } from "react";
import { useTranslation } from "#src/i18n/react.ts";
import { Link } from "react-router";
import type { AccessKind } from "#src/domain/session/session-types.ts";
import { accountMenu, accountMenuPanel, avatar, avatarPhoto } from "./account-menu.styles.ts";
import { useDismiss } from "../ui/use-dismiss.ts";

export interface AccountMenuProps {
  userName: string;
  /** The person's uploaded photo (My Account), shown instead of the initial; a same-site address only. */
  photoUrl?: string | null;
  roleName: string | null;
  /** Tenant or institution name of the current role, with its level. */
  scope: { level: AccessKind; name: string | null } | null;
  /** Spec §6: the role-change option shows only when more than one role or scope is available. */
  canChangeRole: boolean;
  /** While impersonating, role change and sign-out are disabled (spec §6): the bar's "Sair do acesso" ends it. */
  impersonating: boolean;
  onChangeRole(): void;
  onSignOut(): void;
}

/** Platform header avatar menu (spec §2): name, current role and level, change role, My Account, sign out. */
export function AccountMenu(props: AccountMenuProps) {
  const { t } = useTranslation("session");
  const id = useId();
  const [open, setOpen] = useState(false);
  const closeMenu = useCallback(() => setOpen(false), []);
  const containerRef = useRef<HTMLDivElement>(null);
  const initial = props.userName.trim().charAt(0).toUpperCase() || "?";

  useDismiss(containerRef, open, closeMenu);

  return (
    <div className={accountMenu} ref={containerRef}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-label={t("account.menu")}
        className={avatar}
        onClick={() => setOpen((value) => !value)}
      >
        {props.photoUrl && /^\/(?!\/)/.test(props.photoUrl) ? (
          <img
            className={avatarPhoto}
            src={props.photoUrl}
            alt={t("account.photoAlt", { name: props.userName })}
          />
        ) : (
          <span aria-hidden="true">{initial}</span>
        )}
      </button>
      {open && (
        <div id={`${id}-panel`} className={accountMenuPanel}>
          <p>
            <strong>{props.userName}</strong>
          </p>
          {props.roleName && (
            <p>
              {t("account.currentRole")}: {props.roleName}
              {props.scope && (
                <>
                  <br />
                  {t(`account.level.${props.scope.level}`)}
                  {props.scope.name ? `: ${props.scope.name}` : ""}
                </>
              )}
            </p>
          )}
          <ul>
            {props.canChangeRole && (
              <li>
                <button
                  type="button"
                  onClick={() => {
                    closeMenu();
                    props.onChangeRole();
                  }}
                  disabled={props.impersonating}
                  title={props.impersonating ? t("account.disabledWhileImpersonating") : undefined}
                >
                  {t("account.changeRole")}
                </button>
              </li>
            )}
            <li>
              {/* The frame stays mounted across pages: following the link must close the menu behind it. */}
              <Link to="/my-account" onClick={closeMenu}>
                {t("account.myAccount")}
              </Link>
            </li>
            <li>
              <button
                type="button"
                onClick={props.onSignOut}
                disabled={props.impersonating}
                title={props.impersonating ? t("account.disabledWhileImpersonating") : undefined}
              >
                {t("account.signOut")}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
