import type { RequestStage } from "../app.ts";
import type { RedirectTable } from "#redirects/compile-rule-set.ts";

/**
 * Legacy redirects as the first stage of the pipeline (DESIGN.md §1.1): a GET or HEAD whose path a rule
 * answers gets one 301 to the final page, query string kept. Other methods pass through, since a 301 would
 * turn a POST into a GET. The redirect is cacheable for a day rather than forever, so a corrected rule
 * reaches browsers that already followed the old one.
 */
export function createRedirectStage(table: RedirectTable): RequestStage {
  return async (request, response) => {
    if (request.method !== "GET" && request.method !== "HEAD") return false;
    const url = request.url;
    if (url === undefined || url.charCodeAt(0) !== 47 /* / */) return false;
    const answer = table.lookup(url);
    if (answer === undefined) return false;
    response.statusCode = 301;
    response.setHeader("Location", answer.location);
    response.setHeader("Cache-Control", "public, max-age=86400");
    response.setHeader("Content-Length", 0);
    response.end();
    return true;
  };
}
