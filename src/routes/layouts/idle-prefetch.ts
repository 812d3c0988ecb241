import { matchRoutes } from "react-router";

/** Spec §9: prefetch once the page is idle (within 2 s), never on a 2g connection or with data saver on. */
export const prefetchSettings = { idleTimeoutMs: 2_000, maxLinks: 12 } as const;

/** A route as React Router's browser manifest describes it (its module and the chunks that module imports). */
export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
}

/** What the browser says of the connection (the Network Information API, where there is one). */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** What prefetching needs of the page (the browser's window, or a test's stand-in). */
export interface PrefetchPage {
  readonly document: Document;
  readonly innerHeight: number;
  readonly connection: ConnectionHints | undefined;
  /** React Router's manifest of the routes discovered so far (it adds those of the links on the page). */
  routes(): Record<string, ManifestRoute> | undefined;
  whenIdle(run: () => void, timeoutMs: number): () => void;
}

export const prefetchAllowed = (connection: ConnectionHints | undefined): boolean =>
  connection?.saveData !== true && !/(^|-)2g$/.test(connection?.effectiveType ?? "");

type RouteNode = { id: string; path?: string; index?: boolean; children: RouteNode[] };
function tree(routes: Record<string, ManifestRoute>, parentId: string | undefined): RouteNode[] {
  return Object.values(routes)
    .filter((route) => route.parentId === parentId)
    .map((route) => ({
      id: route.id,
      ...(route.path !== undefined ? { path: route.path } : {}),
      ...(route.index ? { index: true } : {}),
      children: tree(routes, route.id),
    }));
}

/** The JavaScript files a visit to `pathname` needs: each matched route's module and its imports. */
export function routeFilesFor(routes: Record<string, ManifestRoute>, pathname: string): string[] {
  const matches = matchRoutes(tree(routes, undefined) as never, pathname) ?? [];
  return matches.flatMap((match) => {
    const route = routes[(match.route as RouteNode).id];
    return route ? [route.module, ...(route.imports ?? [])] : [];
  });
}

/**
 * Adds a `modulepreload` for the code of the pages that the links in view lead to (at most `maxLinks` links), so
 * that following one does not wait for its code. Only code: no loader data is fetched. Says which files it added
 * and how many links' routes React Router has not discovered yet.
 */
export function prefetchLinksInView(
  page: PrefetchPage,
  here: string,
  maxLinks: number = prefetchSettings.maxLinks,
): { added: string[]; undiscovered: number } {
  const routes = page.routes();
  if (!routes) return { added: [], undiscovered: 0 };
  const { document } = page;
  const present = new Set(
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) =>
      link.getAttribute("href"),
    ),
  );
  const pathnames = new Set<string>();
  for (const anchor of Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]'))) {
    if (pathnames.size >= maxLinks) break;
    const box = anchor.getBoundingClientRect();
    const inView = box.bottom > 0 && box.top < page.innerHeight && box.width > 0;
    const pathname = new URL(anchor.getAttribute("href")!, "http://page").pathname;
    if (inView && pathname !== here) pathnames.add(pathname);
  }
  const added: string[] = [];
  let undiscovered = 0;
  for (const pathname of pathnames) {
    const files = routeFilesFor(routes, pathname);
    if (files.length === 0) undiscovered += 1;
    for (const file of files) {
      if (present.has(file)) continue;
      present.add(file);
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = file;
      document.head.append(link);
      added.push(file);
    }
  }
  return { added, undiscovered };
}

/** How many idle moments a page waits for React Router to discover its links' routes. */
const discoveryAttempts = 3;

/**
 * Schedules the prefetch of the links in view for when the page is idle (at the latest after 2 s), again at the
 * next idle moments while some links' routes are still being discovered; nothing on a 2g connection or with data
 * saver on. Returns the cancel.
 */
export function prefetchWhenIdle(page: PrefetchPage, currentPath: string): () => void {
  if (!prefetchAllowed(page.connection)) return () => {};
  const here = new URL(currentPath, "http://page").pathname;
  let cancel: (() => void) | undefined;
  const attempt = (left: number) => {
    cancel = page.whenIdle(() => {
      const { undiscovered } = prefetchLinksInView(page, here);
      if (undiscovered > 0 && left > 1) attempt(left - 1);
    }, prefetchSettings.idleTimeoutMs);
  };
  attempt(discoveryAttempts);
  return () => cancel?.();
}

/** The browser's page for prefetching (touches `window` only when called, from useIdlePrefetch). */
export function browserPrefetchPage(): PrefetchPage {
  return {
    document: window.document,
    innerHeight: window.innerHeight,
    connection: (window.navigator as Navigator & { connection?: ConnectionHints }).connection,
    // React Router's browser manifest (a global it keeps up to date as it discovers the links' routes).
    routes: () =>
      (Reflect.get(window, "__reactRouterManifest") as { routes: Record<string, ManifestRoute> } | undefined)
        ?.routes,
    whenIdle: (run, timeoutMs) => {
      if (typeof window.requestIdleCallback === "function") {
        const id = window.requestIdleCallback(run, { timeout: timeoutMs });
        return () => window.cancelIdleCallback(id);
      }
      const id = window.setTimeout(run, timeoutMs);
      return () => window.clearTimeout(id);
    },
  };
}
