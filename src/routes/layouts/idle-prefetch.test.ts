// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import {
  prefetchAllowed,
  prefetchLinksInView,
  prefetchWhenIdle,
  routeFilesFor,
  type ManifestRoute,
  type PrefetchPage,
} from "./idle-prefetch.ts";

const routes: Record<string, ManifestRoute> = {
  root: { id: "root", path: "", module: "/assets/root.js", imports: ["/assets/shared.js"] },
  store: { id: "store", parentId: "root", module: "/assets/store.js" },
  course: {
    id: "course",
    parentId: "store",
    path: "curso/:slug",
    module: "/assets/course.js",
    imports: ["/assets/card.js"],
  },
  search: { id: "search", parentId: "store", path: "busca", module: "/assets/search.js" },
};

/** A page whose links sit at the given heights (px from the top of an 800 px viewport). */
function pageWith(links: Array<[href: string, top: number]>, connection?: PrefetchPage["connection"]) {
  document.head.innerHTML = '<link rel="modulepreload" href="/assets/root.js">';
  document.body.innerHTML = links.map(([href]) => `<a href="${href}">link</a>`).join("");
  document.querySelectorAll("a").forEach((anchor, index) => {
    const top = links[index]![1];
    anchor.getBoundingClientRect = () => ({ top, bottom: top + 20, width: 100, height: 20 }) as DOMRect;
  });
  const idle: Array<() => void> = [];
  const page: PrefetchPage = {
    document,
    innerHeight: 800,
    connection,
    routes: () => routes,
    whenIdle: (run, timeoutMs) => {
      expect(timeoutMs).toBe(2_000);
      idle.push(run);
      return () => idle.splice(idle.indexOf(run), 1);
    },
  };
  return { page, idle };
}
const preloaded = () =>
  Array.from(document.querySelectorAll('link[rel="modulepreload"]'), (link) => link.getAttribute("href"));

describe("idle prefetch (spec §9)", () => {
  it("finds a page's code in React Router's manifest: each matched route's module and imports", () => {
    expect(routeFilesFor(routes, "/curso/uti")).toEqual([
      "/assets/root.js",
      "/assets/shared.js",
      "/assets/store.js",
      "/assets/course.js",
      "/assets/card.js",
    ]);
    expect(routeFilesFor(routes, "/nowhere")).toEqual([]);
  });

  it("preloads the code of the links in view once idle, each file once, not the page's own nor links below the fold", () => {
    const { page, idle } = pageWith([
      ["/curso/uti", 100],
      ["/curso/outro", 300],
      ["/busca?termo=x", 500],
      ["/", 40],
      ["/curso/abaixo", 2_000],
    ]);
    prefetchWhenIdle(page, "/?from=home");
    expect(preloaded()).toEqual(["/assets/root.js"]);
    idle.forEach((run) => run());
    expect(preloaded()).toEqual([
      "/assets/root.js",
      "/assets/shared.js",
      "/assets/store.js",
      "/assets/course.js",
      "/assets/card.js",
      "/assets/search.js",
    ]);
  });

  it("does nothing on a 2g connection or with data saver on", () => {
    expect(prefetchAllowed({ effectiveType: "4g" })).toBe(true);
    expect(prefetchAllowed(undefined)).toBe(true);
    for (const connection of [{ saveData: true }, { effectiveType: "2g" }, { effectiveType: "slow-2g" }]) {
      expect(prefetchAllowed(connection)).toBe(false);
      const { page, idle } = pageWith([["/curso/uti", 100]], connection);
      prefetchWhenIdle(page, "/");
      expect(idle).toEqual([]);
    }
  });

  it("stops at the most links it may follow, and a page that leaves before idle cancels it", () => {
    const { page, idle } = pageWith([
      ["/curso/a", 10],
      ["/busca", 20],
    ]);
    expect(prefetchLinksInView(page, "/", 1)).toEqual({
      added: ["/assets/shared.js", "/assets/store.js", "/assets/course.js", "/assets/card.js"],
      undiscovered: 0,
    });
    const cancel = prefetchWhenIdle(page, "/");
    cancel();
    expect(idle).toEqual([]);
  });

  it("tries again at the next idle moments while a link's route is not discovered yet (three tries at most)", () => {
    const { page, idle } = pageWith([["/pagina-nova", 10]]);
    prefetchWhenIdle(page, "/");
    for (let tries = 0; tries < 5 && idle.length > 0; tries += 1) idle.shift()!();
    expect(idle).toEqual([]);
    const calls: number[] = [];
    const counted: PrefetchPage = {
      ...page,
      whenIdle: (run, ms) => (calls.push(ms), page.whenIdle(run, ms)),
    };
    prefetchWhenIdle(counted, "/");
    while (idle.length > 0) idle.shift()!();
    expect(calls).toHaveLength(3);
  });
});
