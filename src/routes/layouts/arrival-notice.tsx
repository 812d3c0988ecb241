import { useEffect } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "#src/i18n/react.ts";
import { FormNotice } from "#src/views/ui/form-fields.view.tsx";
import { container } from "#src/views/ui/ui.styles.ts";

/**
 * A word for the person on the page a flow ended on ("Conta criada! Você já está conectado."). It travels in
 * the navigation's state ({ arrivalNotice }, set by the flow's hook, e.g. use-sign-up.ts), not the address, so a
 * reload or a shared link does not repeat it.
 */
export type ArrivalNotice = "accountCreated" | "passwordChanged";

const messageKeys: Record<ArrivalNotice, string> = {
  accountCreated: "auth:signUp.created",
  passwordChanged: "auth:expired.changed",
};

export function ArrivalNoticeBanner() {
  const { t } = useTranslation();
  const location = useLocation();
  const state: unknown = location.state;
  const arrived =
    typeof state === "object" && state !== null && "arrivalNotice" in state
      ? messageKeys[state.arrivalNotice as ArrivalNotice]
      : undefined;
  // Shown for this visit of the page (the router keeps the state in memory); the browser's copy is dropped so a
  // reload does not repeat it (React Router keeps a navigation's state in history.state.usr).
  useEffect(() => {
    if (arrived) window.history.replaceState({ ...window.history.state, usr: null }, "");
  }, [arrived]);
  const message = arrived;
  if (!message) return null;
  return (
    <div className={container}>
      <FormNotice message={t(message)} />
    </div>
  );
}
