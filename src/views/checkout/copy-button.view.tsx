import { useState } from "react";
import { useTranslation } from "#src/i18n/react.ts";
import { buttonSecondary } from "../ui/ui.styles.ts";
import { visuallyHidden } from "../ui/ui.styles.ts";

/**
 * Copies `text` to the clipboard and says so politely; where the clipboard is refused (no permission, an old
 * browser) it says to copy the text by hand from the field beside it.
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation("checkout");
  const [status, setStatus] = useState<"idle" | "copied" | "failed">("idle");
  const copy = () => {
    navigator.clipboard.writeText(text).then(
      () => setStatus("copied"),
      () => setStatus("failed"),
    );
  };
  return (
    <>
      <button type="button" className={buttonSecondary} onClick={copy}>
        {label}
      </button>
      <span role="status" className={status === "idle" ? visuallyHidden : undefined}>
        {status === "copied" ? t("copy.copied") : status === "failed" ? t("copy.failed") : ""}
      </span>
    </>
  );
}
