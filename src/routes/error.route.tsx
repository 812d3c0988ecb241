import { ErrorPageView } from "../views/errors/error-page.view.tsx";

/** /error (spec §2 platform routes): where other parts of the platform send a person after a failure. */
export function headers() {
  return { "X-Robots-Tag": "noindex, nofollow" };
}

export default function ErrorRoute() {
  return <ErrorPageView status={500} />;
}
