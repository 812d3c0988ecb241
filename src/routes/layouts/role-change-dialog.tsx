import { useCallback, useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { platformHomePath } from "#src/domain/session/platform-paths.ts";
import { useTranslation } from "#src/i18n/react.ts";
import type { SessionInfo } from "#src/services/session/session-info.ts";
import { useRoleSelection } from "#src/machines/role-selection/use-role-selection.ts";
import { toRoleSelectionInput } from "../session-input.ts";
import { dialog, dialogActions } from "#src/views/auth/auth.styles.ts";
import { RoleSelectionView } from "#src/views/session/role-selection.view.tsx";
import { buttonSecondary } from "#src/views/ui/ui.styles.ts";

/** The role-change dialog of the avatar menu (spec §2): the role-selection panels in a modal. */
export function RoleChangeDialog({ session, onClose }: { session: SessionInfo; onClose(): void }) {
  const { t } = useTranslation("session");
  const navigate = useNavigate();
  const ref = useRef<HTMLDialogElement>(null);
  const go = useCallback((to: string) => void navigate(to), [navigate]);
  const api = useRoleSelection(
    toRoleSelectionInput(session, window.location.pathname === platformHomePath),
    go,
  );
  useEffect(() => {
    if (ref.current && !ref.current.open) ref.current.showModal();
  }, []);
  return (
    <dialog ref={ref} className={dialog} aria-label={t("account.changeRole")} onClose={onClose}>
      <RoleSelectionView api={api} headingLevel={2} />
      <div className={dialogActions}>
        <button type="button" className={buttonSecondary} onClick={() => ref.current?.close()}>
          {t("account.close")}
        </button>
      </div>
    </dialog>
  );
}
