import { lazy, Suspense } from "react";
import { PageSpinner } from "../views/ui/spinner.view.tsx";

// Staff only: the page, its machine and the forms load after the first paint (the storefront's budget is not theirs).
const PeoplePage = lazy(() =>
  import("./people/people-page.tsx").then((module) => ({ default: module.PeoplePage })),
);

/** /people (issue 30): operators find a person, see her roles, act on her account and access as her. */
export default function PeopleRoute() {
  return (
    <Suspense fallback={<PageSpinner titled />}>
      <PeoplePage />
    </Suspense>
  );
}
