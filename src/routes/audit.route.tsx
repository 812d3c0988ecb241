import { lazy, Suspense } from "react";
import { PageSpinner } from "../views/ui/spinner.view.tsx";

// Staff only: the page, its machine and its table load after the first paint (the storefront's budget is not theirs).
const AuditPage = lazy(() =>
  import("./audit/audit-page.tsx").then((module) => ({ default: module.AuditPage })),
);

/** /audit (issue 30, ADR 076): operators and managers read the audit log, filter it and download it as CSV. */
export default function AuditRoute() {
  return (
    <Suspense fallback={<PageSpinner titled />}>
      <AuditPage />
    </Suspense>
  );
}
