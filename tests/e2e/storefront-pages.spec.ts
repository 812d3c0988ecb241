import { expect, test, type Page } from "./recorded-test.ts";
import { expectNoAxeViolationsInEveryTheme, waitForHydration } from "./support.ts";

/** Issue 7 audit: free lesson, WhatsApp, footer, institution settings, SEO, listings' pages, inactive course. */
const course = "uti-online-2-edicao";
const inactive = "reabilitacao-pos-covid";
const googleTag = "https://www.googletagmanager.com/gtag/js?id=G-ASQM1ND2026";

async function expectFreeLesson(page: Page) {
  await expect(page).toHaveURL(new RegExp(`/curso/${course}/aula-gratuita$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Apresentação do módulo");
  await expect(page.getByText("Aula gratuita do curso UTI Online 2ª Edição")).toBeVisible();
  await expect(page.getByText(/^Módulo 1 — Fundamentos$/)).toBeVisible();
  await expect(page.getByText(/^\d+ minutos$/)).toBeVisible();
  const text = page.getByRole("region", { name: "Conteúdo da aula" });
  await expect(text.getByText(/^Boas-vindas ao curso UTI Online 2ª Edição\./)).toBeVisible();
  await expect(text.getByText(/terapia intensiva/).first()).toBeVisible();
  // No player pointing at a picture: the demo lesson has text and no video file.
  await expect(page.locator("video")).toHaveCount(0);
}

test.describe("the free first lesson", () => {
  test("a visitor opens it from the course page and reads it", async ({ page }) => {
    await page.goto(`/curso/${course}`);
    await waitForHydration(page);
    await page.getByRole("link", { name: "Ver a primeira aula grátis" }).click();
    await expectFreeLesson(page);
    await page.getByRole("link", { name: "Ver o curso completo" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("UTI Online 2ª Edição");
  });

  test("only the first lesson is served to visitors; an inactive course has none", async ({ request }) => {
    const document = await (
      await request.get(`/api/subscription/courses/by-friendly-url?friendlyUrl=${course}`)
    ).json();
    const lessons = (document.modules as { lessons: { id: number; free: boolean }[] }[]).flatMap(
      (module) => module.lessons,
    );
    expect((await request.get(`/api/subscription/courses/lessons/${lessons[0]!.id}`)).status()).toBe(200);
    for (const lesson of lessons.slice(1, 6)) {
      expect((await request.get(`/api/subscription/courses/lessons/${lesson.id}`)).status()).toBe(403);
    }
    expect((await request.get(`/curso/${inactive}/aula-gratuita`)).status()).toBe(404);
    expect((await request.get("/curso/nao-existe-este-curso/aula-gratuita")).status()).toBe(404);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the link opens the lesson page", async ({ page }) => {
      await page.goto(`/curso/${course}`);
      await page.getByRole("link", { name: "Ver a primeira aula grátis" }).click();
      await expectFreeLesson(page);
    });
  });

  test("the lesson page has no axe violations in any of the four themes", async ({ page }) => {
    await page.goto(`/curso/${course}/aula-gratuita`);
    await expectNoAxeViolationsInEveryTheme(page);
  });
});

test.describe("contact and footer", () => {
  test("WhatsApp links carry the country code, DDD and number, shown (11) 98765-4321", async ({ page }) => {
    await page.goto("/instituicao/abramede");
    const institution = page.getByRole("link", {
      name: "Fale com a instituição no WhatsApp ((11) 98765-4321)",
    });
    await expect(institution).toHaveAttribute(
      "href",
      `https://wa.me/5511987654321?text=${encodeURIComponent("Olá! Quero saber mais sobre os cursos da ABRAMEDE.")}`,
    );
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "WhatsApp (51) 99999-0000" })).toHaveAttribute(
      "href",
      `https://wa.me/5551999990000?text=${encodeURIComponent("Olá! Quero ajuda para escolher um curso.")}`,
    );
  });

  test("the footer has social links, hours, contact e-mail and the current year", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const social = footer.getByRole("navigation", { name: "Redes sociais" });
    for (const [name, host] of [
      ["Sabiá no Instagram", "www.instagram.com"],
      ["Sabiá no Facebook", "www.facebook.com"],
      ["Sabiá no LinkedIn", "www.linkedin.com"],
      ["Sabiá no YouTube", "www.youtube.com"],
    ] as const) {
      await expect(social.getByRole("link", { name })).toHaveAttribute(
        "href",
        new RegExp(`^https://${host.replace(/\./g, "\\.")}/`),
      );
    }
    await expect(footer.getByText("Atendimento de segunda a sexta, das 9h às 18h")).toBeVisible();
    await expect(
      footer.getByText(`© ${new Date().getFullYear()} Sabiá. Todos os direitos reservados.`),
    ).toBeVisible();
    await expect(footer.getByRole("link", { name: "contato@sabia.dev" })).toHaveAttribute(
      "href",
      "mailto:contato@sabia.dev",
    );
  });
});

test.describe("institution settings", () => {
  test("noindex, tracking code, or neither", async ({ page }) => {
    const tagRequests: string[] = [];
    // The machine has no internet: the Google tag request is answered here and counted.
    await page.route("https://www.googletagmanager.com/**", (route) => {
      tagRequests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "text/javascript", body: "" });
    });
    const robots = page.locator('meta[name="robots"]');
    const tag = page.locator('script[src^="https://www.googletagmanager.com/"]');

    await page.goto("/instituicao/terzius");
    await expect(robots).toHaveAttribute("content", "noindex,nofollow");
    await expect(tag).toHaveCount(0);

    await page.goto("/instituicao/asqmind");
    await expect(tag).toHaveAttribute("src", googleTag);
    await expect(robots).toHaveCount(0);
    await expect.poll(() => tagRequests).toContain(googleTag);

    await page.goto("/instituicao/abramede");
    await expect(robots).toHaveCount(0);
    await expect(tag).toHaveCount(0);
  });
});

test.describe("search engines", () => {
  const pages = [
    ["/", true],
    ["/busca", false],
    ["/cursos-medicina", false],
    ["/cursos-medicina/cardiologia", false],
    ["/instituicao/abramede", true],
    ["/condicoes-de-contrato", false],
    ["/politica-de-cookies", false],
    ["/politica-de-privacidade", false],
    ["/features", false],
    ["/newsletter", false],
    [`/curso/${course}`, true],
    [`/curso/${course}/aula-gratuita`, false],
  ] as const;
  for (const [path, hasImage] of pages) {
    test(`${path} has an absolute canonical address and an Open Graph card`, async ({ page, baseURL }) => {
      await page.goto(path);
      const url = new URL(path, baseURL).href;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", url);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /\S/);
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", /\S/);
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute(
        "content",
        /^(website|article)$/,
      );
      if (hasImage)
        await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^https?:\/\//);
    });
  }

  test("robots.txt names the sitemap; the sitemap lists public pages, not noindex institutions or inactive courses", async ({
    request,
    baseURL,
  }) => {
    const robots = await request.get("/robots.txt");
    expect(robots.headers()["content-type"]).toContain("text/plain");
    expect(await robots.text()).toContain(`Sitemap: ${new URL("/sitemap.xml", baseURL).href}`);

    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toContain("application/xml");
    const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]!).pathname,
    );
    for (const path of [
      "/",
      "/busca",
      "/newsletter",
      "/features",
      "/cursos-medicina",
      "/cursos-medicina/cardiologia",
      "/instituicao/asqmind",
      `/curso/${course}`,
    ])
      expect(locs).toContain(path);
    expect(locs).not.toContain("/instituicao/terzius");
    expect(locs).not.toContain(`/curso/${inactive}`);
    // Every active course of the demo catalogue (64 seeded, one inactive), none cut off.
    expect(locs.filter((path) => path.startsWith("/curso/"))).toHaveLength(63);
    expect((await request.get("/sitemap.xml?parte=2")).status()).toBe(404);
  });
});

test.describe("listings page through their courses", () => {
  test("an area shows 12 courses a page with links to the next page and back", async ({ page }) => {
    await page.goto("/cursos-saude-mental");
    await waitForHydration(page);
    const cards = page.getByRole("main").getByRole("article");
    await expect(page.getByText("14 cursos", { exact: true })).toBeVisible();
    await expect(cards).toHaveCount(12);
    const pages = page.getByRole("navigation", { name: "Paginação" });
    await pages.getByRole("link", { name: "Próxima" }).click();
    await expect(page).toHaveURL(/\/cursos-saude-mental\?pagina=2$/);
    await expect(cards).toHaveCount(2);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/cursos-saude-mental\?pagina=2$/,
    );
    await pages.getByRole("link", { name: "Anterior" }).click();
    await expect(page).toHaveURL(/\/cursos-saude-mental$/);
    await expect(cards).toHaveCount(12);
  });

  test("a page past the last one is a 404", async ({ request }) => {
    expect((await request.get("/cursos-saude-mental?pagina=3")).status()).toBe(404);
    expect((await request.get("/instituicao/asqmind?pagina=9")).status()).toBe(404);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the page links work", async ({ page }) => {
      await page.goto("/cursos-saude-mental");
      await page
        .getByRole("navigation", { name: "Paginação" })
        .getByRole("link", { name: "Página 2" })
        .click();
      await expect(page).toHaveURL(/pagina=2$/);
      await expect(page.getByRole("main").getByRole("article")).toHaveCount(2);
    });
  });
});

test.describe("an inactive course", () => {
  test("answers 410 with the course-inactive page, and search leaves it out", async ({ page }) => {
    const response = await page.goto(`/curso/${inactive}`);
    expect(response?.status()).toBe(410);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Este curso não está mais disponível");
    await expect(page.getByRole("link", { name: "Ir para a página inicial" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Ver promoções" })).toHaveAttribute(
      "href",
      /^\/busca\?.*valorMaximo=15000/,
    );
    await expect(
      page.getByRole("region", { name: "Cursos relacionados" }).getByRole("article").first(),
    ).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex,follow");
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);

    await page.goto("/busca?termo=reabilita%C3%A7%C3%A3o");
    await expect(page.getByRole("link", { name: "Reabilitação Pós-COVID" })).toHaveCount(0);
  });
});

test.describe("accessibility of the new page states", () => {
  for (const path of ["/cursos-saude-mental?pagina=2", `/curso/${inactive}`]) {
    test(`${path} has no axe violations in any of the four themes`, async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolationsInEveryTheme(page);
    });
  }
});
