import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { apiDocument } from "../api/api-document.ts";

/** Paths the server answers itself, before any route (health and metrics). */
const ownPaths = new Set(["/healthz", "/readyz", "/metrics"]);

/** The OpenAPI path templates as patterns: `/api/courses/{id}` matches `/api/courses/7`. */
function apiPatterns(): { template: string; pattern: RegExp }[] {
  return Object.keys(apiDocument(false).paths ?? {}).map((template) => ({
    template,
    pattern: new RegExp(
      `^${template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+")}/?$`,
    ),
  }));
}

/** The page routes of a build as a tree react-router can match against. */
function pageRoutes(build: Pick<ServerBuild, "routes">): RouteObject[] {
  const children = new Map<string | undefined, RouteObject[]>();
  const nodes = Object.values(build.routes).filter((route) => route !== undefined);
  const objectOf = new Map<string, RouteObject>();
  for (const route of nodes)
    objectOf.set(
      route.id,
      route.index
        ? { id: route.id, path: route.path, index: true }
        : { id: route.id, path: route.path, children: [] },
    );
  for (const route of nodes) {
    const siblings = children.get(route.parentId) ?? [];
    siblings.push(objectOf.get(route.id)!);
    children.set(route.parentId, siblings);
  }
  for (const [id, object] of objectOf) if (!object.index) object.children = children.get(id) ?? [];
  return children.get(undefined) ?? [];
}

/**
 * The label of a request's route for /metrics: the pattern it matched (`/curso/:slug`, `/api/courses/{id}`),
 * never the raw path, so that the number of series stays that of the routes however many URLs are asked for.
 */
export function routeLabeller(
  build: Pick<ServerBuild, "routes"> | null,
): (url: string | undefined) => string {
  const api = apiPatterns();
  const pages = build ? pageRoutes(build) : [];
  return (url) => {
    const path = (url ?? "/").split("?")[0] ?? "/";
    if (ownPaths.has(path)) return path;
    if (path.startsWith("/api/"))
      return api.find((entry) => entry.pattern.test(path))?.template ?? "/api/(other)";
    if (path.startsWith("/assets/")) return "/assets/*";
    const matches = pages.length > 0 ? matchRoutes(pages, path) : null;
    if (!matches) return "(other)";
    const pattern = matches
      .map((match) => match.route.path)
      .filter((part): part is string => !!part)
      .join("/")
      .replace(/\/+/g, "/");
    return `/${pattern.replace(/^\//, "")}`;
  };
}
