import { useTranslation } from "#src/i18n/react.ts";
import type { SignLanguageStatus } from "#src/stores/sign-language.store.ts";
import { buttonSecondary } from "../ui/ui.styles.ts";
import { pressedToggle } from "./sign-language-toggle.styles.ts";

/**
 * The header's sign-language avatar switch (ADR 039): a toggle button (pressed while on). Shown once the page is
 * live (a button without scripts would do nothing); says so when the avatar could not be loaded.
 */
export function SignLanguageToggle({ status, onToggle }: { status: SignLanguageStatus; onToggle(): void }) {
  const { t } = useTranslation("common");
  if (status === "idle") return null;
  const unavailable = status === "unavailable";
  return (
    <button
      type="button"
      className={`${buttonSecondary} ${pressedToggle}`}
      aria-pressed={status !== "off"}
      aria-busy={status === "loading"}
      title={t(unavailable ? "signLanguage.unavailableHint" : "signLanguage.hint")}
      onClick={onToggle}
    >
      {t(unavailable ? "signLanguage.unavailable" : "signLanguage.toggle")}
    </button>
  );
}
