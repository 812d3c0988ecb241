import { lazy, Suspense } from "react";
import { PageSpinner } from "../views/ui/spinner.view.tsx";

// Staff only: the page, its machine and its items load after the first paint (the storefront's budget is not theirs).
const SupportQueuePage = lazy(() =>
  import("./support-queue/support-queue-page.tsx").then((module) => ({ default: module.SupportQueuePage })),
);

/** /support-queue (issue 30, ADR 081): operators confirm, refuse, retry and close what payments left to them. */
export default function SupportQueueRoute() {
  return (
    <Suspense fallback={<PageSpinner titled />}>
      <SupportQueuePage />
    </Suspense>
  );
}
