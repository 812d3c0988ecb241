import { NetworkNotice } from "./network-notice.view.tsx";
import { SnackbarHost } from "./snackbar-host.view.tsx";

/** Snackbars and the online/offline notice, loaded after the first paint by the layouts (not first-visit code). */
export function ShellNotices() {
  return (
    <>
      <SnackbarHost />
      <NetworkNotice />
    </>
  );
}
