import { data } from "react-router";
import type { Route } from "./+types/slip.route";
import { usePlatformToday } from "#src/stores/platform-clock.ts";
import { useTranslation } from "#src/i18n/react.ts";
import { useSlip } from "#src/machines/subscription-checkout/use-slip.ts";
import { useRootData } from "../root-data.ts";
import { SlipPageView } from "#src/views/slip/slip-page.view.tsx";

/** A purchase id is a positive whole number; anything else is no page at all. */
export function loader({ params }: Route.LoaderArgs) {
  if (!/^[1-9]\d{0,9}$/.test(params.subscriptionId)) throw data(null, { status: 404 });
  return null;
}

/**
 * /boleto/{subscriptionId}: the printable bank slip of one of the person's purchases (spec §9), opened from the
 * checkout's confirmation. No site chrome, so it prints as a slip; the data is read in the browser, where the
 * session is, and the API answers only for the token's own purchases.
 */
export default function SlipRoute({ params }: Route.ComponentProps) {
  const { t } = useTranslation("slip");
  const { language } = useRootData();
  const id = Number(params.subscriptionId);
  const { result, retry } = useSlip(language, id);
  return (
    <>
      <title>{`${t("title")} — ${t("common:appName")}`}</title>
      <meta name="robots" content="noindex,nofollow" />
      <SlipPageView
        result={result}
        retry={retry}
        signInPath={`/signin/${encodeURIComponent(`/boleto/${id}`)}`}
        today={usePlatformToday()}
      />
    </>
  );
}
