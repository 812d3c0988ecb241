import { useCallback, useId, useRef, useState } from "react";
import { redirectPathOf } from "#src/domain/session/platform-paths.ts";
import { useTranslation } from "#src/i18n/react.ts";
import { accountMenu, accountMenuPanel } from "../session/account-menu.styles.ts";
import { useDismiss } from "../ui/use-dismiss.ts";
import { visuallyHidden } from "../ui/ui.styles.ts";
import { ShellIcon } from "./shell-icon.view.tsx";
import { iconButton } from "./side-menu.styles.ts";

export interface SwitcherApplication {
  alias: string;
  name: string;
}

/** The application switcher (spec §2): each other application opens through /redirect/{alias} in a new tab. */
export function AppSwitcherView({ applications }: { applications: readonly SwitcherApplication[] }) {
  const { t } = useTranslation("shell");
  const id = useId();
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(containerRef, open, close);
  return (
    <div className={accountMenu} ref={containerRef}>
      <button
        type="button"
        className={iconButton}
        aria-label={t("switcher.open")}
        title={t("switcher.open")}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((value) => !value)}
      >
        <ShellIcon name="grid" />
      </button>
      {open && (
        <div id={`${id}-panel`} className={accountMenuPanel} role="group" aria-label={t("switcher.title")}>
          <p>
            <strong>{t("switcher.title")}</strong>
          </p>
          <ul>
            {applications.map((application) => (
              <li key={application.alias}>
                <a href={redirectPathOf(application.alias)} target="_blank" rel="noopener" onClick={close}>
                  {application.name}
                  <span className={visuallyHidden}> ({t("switcher.newTab")})</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
