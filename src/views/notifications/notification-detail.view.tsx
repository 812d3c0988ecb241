import { useId, useRef } from "react";
import { sentOn } from "#src/domain/notifications/sent-time.ts";
import { useTranslation } from "#src/i18n/react.ts";
import type { NotificationDetail } from "#src/machines/notifications/notifications.connect.ts";
import { dialog, dialogActions } from "../auth/auth.styles.ts";
import { buttonSecondary } from "../ui/ui.styles.ts";
import { useModalDialog } from "../ui/use-modal-dialog.ts";
import { NotificationIcon } from "./notification-icon.view.tsx";
import { detailHead, detailTime, icon } from "./notification-menu.styles.ts";

/** A notification without a URL, opened (spec §4): its title, message, icon and sent time in a dialog. */
export function NotificationDetailDialog({
  detail,
  onClose,
}: {
  detail: NotificationDetail;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation("notifications");
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useModalDialog(ref, "button");
  return (
    <dialog
      ref={ref}
      className={dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      onClose={onClose}
    >
      <div className={detailHead}>
        <span className={icon}>
          <NotificationIcon name={detail.icon} />
        </span>
        <h2 id={`${id}-title`}>{detail.title}</h2>
      </div>
      <p id={`${id}-message`}>{detail.message}</p>
      <p className={detailTime}>
        <time dateTime={detail.sentAt}>{t("sentOn", { time: sentOn(detail.sentAt, i18n.language) })}</time>
      </p>
      <div className={dialogActions}>
        <button type="button" className={buttonSecondary} onClick={() => ref.current?.close()}>
          {t("close")}
        </button>
      </div>
    </dialog>
  );
}
