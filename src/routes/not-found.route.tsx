import { data } from "react-router";

/** Any path no route claims is a real 404, rendered by the root error page. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}
