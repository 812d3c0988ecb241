import { useRef, type ComponentProps } from "react";
import { useTranslation } from "#src/i18n/react.ts";
import { buttonSecondary } from "../ui/ui.styles.ts";
import { useModalDialog } from "../ui/use-modal-dialog.ts";
import { dialog } from "./auth.styles.ts";
import { closeRow, signInDialog } from "./sign-in-dialog.styles.ts";
import { SignInView } from "./sign-in.view.tsx";

type SignInDialogProps = Omit<ComponentProps<typeof SignInView>, "headingLevel"> & { onClose(): void };

/**
 * The marketplace's authentication modal (spec §2): the sign-in screen in a native modal dialog, so the page
 * behind is inert and focus stays inside. Escape or the close button close it; the username field has focus
 * on opening. The two-factor dialog opens on top of it.
 */
export function SignInDialog({ onClose, ...signIn }: SignInDialogProps) {
  const { t } = useTranslation("auth");
  const ref = useRef<HTMLDialogElement>(null);
  useModalDialog(ref, "input[name='username']");

  return (
    <dialog
      ref={ref}
      className={`${dialog} ${signInDialog}`}
      aria-labelledby="sign-in-title"
      onCancel={(event) => {
        // Escape in the two-factor dialog on top cancels that one only.
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onClose();
      }}
    >
      <div className={closeRow}>
        <button type="button" className={buttonSecondary} onClick={onClose}>
          {t("signInDialog.close")}
        </button>
      </div>
      <SignInView {...signIn} headingLevel={2} />
    </dialog>
  );
}
