import { describe, expect, it } from "vitest";
import { useLoaderApi } from "./loader-test-api.ts";
import { loader as areaLoader } from "./area.route.tsx";
import { loader as categoryLoader } from "./category.route.tsx";
import { loader as courseLoader } from "./course.route.tsx";
import { loader as freeLessonLoader } from "./free-lesson.route.tsx";
import { loader as institutionLoader } from "./institution.route.tsx";
import { loader as searchLoader } from "./search.route.tsx";
import { loader as cartLoader } from "./cart/cart.route.tsx";

/**
 * Issue 15 "Bad input → 5xx": page addresses with a slug the catalogue can never hold (capitals, spaces, a NUL)
 * and odd search parameters answered 500. An unknown slug is a 404 page; a search shows its normal page.
 * The loaders run against the real API (its own seeded database), as the server runs them.
 */
useLoaderApi();

type Loader = (args: never) => Promise<unknown>;
const isData = (value: unknown): value is { init: { status?: number } | null } =>
  typeof value === "object" &&
  value !== null &&
  (value as { type?: unknown }).type === "DataWithResponseInit";

/** The status the page would answer with: a thrown data()/Response gives its own, any other throw is a 500. */
async function statusOf(loader: Loader, path: string, params: Record<string, string> = {}) {
  const request = new Request(`http://localhost${path}`);
  try {
    const result = await loader({ request, params, context: {} } as never);
    return isData(result) ? (result.init?.status ?? 200) : 200;
  } catch (thrown) {
    if (isData(thrown)) return thrown.init?.status ?? 500;
    if (thrown instanceof Response) return thrown.status;
    return 500;
  }
}

const badSlugs = ["ABC", "a b", "a\u0000b", "-x", "saúde", "x".repeat(300), "a/../b"].map((slug) => [
  JSON.stringify(slug).slice(0, 24),
  slug,
]);

describe("pages with a slug outside [a-z0-9-] answer 404, never 500", () => {
  it.each(badSlugs)("/curso/%s (and its free lesson and cart)", async (_, slug) => {
    expect(await statusOf(courseLoader, `/curso/${encodeURIComponent(slug)}`, { slug })).toBe(404);
    expect(await statusOf(freeLessonLoader, `/curso/x/aula-gratuita`, { slug })).toBe(404);
    expect(await statusOf(cartLoader, `/carrinho/x`, { slug })).toBe(404);
  });

  it.each(badSlugs)("/instituicao/%s", async (_, slug) => {
    expect(await statusOf(institutionLoader, `/instituicao/x`, { slug })).toBe(404);
  });

  it.each(badSlugs)("/cursos-medicina/%s and /cursos-%s", async (_, slug) => {
    expect(
      await statusOf(categoryLoader, "/cursos-x/y", { areaSlug: "cursos-medicina", categorySlug: slug }),
    ).toBe(404);
    expect(
      await statusOf(categoryLoader, "/cursos-x/y", { areaSlug: `cursos-${slug}`, categorySlug: "y" }),
    ).toBe(404);
    expect(await statusOf(areaLoader, "/cursos-x", { areaSlug: `cursos-${slug}` })).toBe(404);
  });

  it("a well-formed unknown slug is a 404 too, and a known one a page", async () => {
    expect(await statusOf(courseLoader, "/curso/nao-existe", { slug: "nao-existe" })).toBe(404);
    expect(await statusOf(courseLoader, "/curso/uti-online-2-edicao", { slug: "uti-online-2-edicao" })).toBe(
      200,
    );
  });
});

describe("odd search addresses show the search page", () => {
  it.each([
    "/busca?area=-1",
    "/busca?area=-",
    "/busca?categoria=-a,b",
    "/busca?instituicao=a--,--",
    "/busca?termo=%00",
    "/busca?termo=a%00b&area=cursos-medicina",
    "/busca?termo=%01%1F%7F",
    "/busca?termo=x&valorMaximo=1e999",
    "/busca?pagina=-1&ordenacao=9&mes=13&valorMaximo=-5",
  ])("%s → 200", async (path) => {
    expect(await statusOf(searchLoader, path)).toBe(200);
  });
});
