import { useEffect, useRef, useSyncExternalStore } from "react";
import { useTranslation } from "#src/i18n/react.ts";
import { showSnackbar } from "#src/stores/snackbar.store.ts";
import { offlineBar } from "./notices.styles.ts";

const subscribe = (onChange: () => void) => {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
};

/**
 * Online/offline notice (spec §4 Shell: network status is tracked): a bar while the browser is offline, and a
 * success snackbar when the connection comes back.
 */
export function NetworkNotice() {
  const { t } = useTranslation("common");
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  const wasOffline = useRef(false);
  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) {
      wasOffline.current = false;
      showSnackbar("success", t("network.online"));
    }
  }, [online, t]);
  return online ? null : (
    <div className={offlineBar} role="status">
      {t("network.offline")}
    </div>
  );
}
