import { expect, test } from "./recorded-test.ts";
import { expectNoAxeViolationsInEveryTheme, waitForHydration } from "./support.ts";

const course = "uti-online-2-edicao";

test.describe("storefront browsing", () => {
  test("home → area → category → course → back", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page
      .getByRole("region", { name: "Áreas mais visitadas" })
      .getByRole("link", { name: "Medicina" })
      .click();
    await expect(page).toHaveURL(/\/cursos-medicina$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cursos de Medicina");
    await page
      .getByRole("navigation", { name: "Categorias" })
      .getByRole("link", { name: "UTI e Terapia Intensiva" })
      .click();
    await expect(page).toHaveURL(/\/cursos-medicina\/uti-terapia-intensiva$/);
    await page.getByRole("link", { name: "UTI Online 2ª Edição" }).first().click();
    await expect(page).toHaveURL(new RegExp(`/curso/${course}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("UTI Online 2ª Edição");
    await page.goBack();
    await expect(page).toHaveURL(/\/cursos-medicina\/uti-terapia-intensiva$/);
  });

  test("search with two filters, change the order, clear the filters, and an empty search", async ({
    page,
  }) => {
    await page.goto("/busca?termo=saude");
    await waitForHydration(page);
    const results = page.getByRole("status").filter({ hasText: "encontrado" });
    await expect(results).toContainText("cursos encontrados");
    await page.getByLabel("Área").selectOption({ label: "Saúde Mental" });
    await expect(page).toHaveURL(/area=cursos-saude-mental/);
    await page
      .getByLabel("Instituição")
      .selectOption({ label: "ASQMind — Saúde Mental Baseada em Evidências" });
    await expect(page).toHaveURL(/instituicao=asqmind/);
    await page.getByLabel("Ordenar por").selectOption({ label: "Menor preço" });
    await expect(page).toHaveURL(/ordenacao=2/);
    const prices = await page
      .locator("article p")
      .filter({ hasText: /^Por R\$/ })
      .allTextContents();
    const values = prices.map((text) => Number(text.replace(/[^\d,]/g, "").replace(",", ".")));
    expect(values.length).toBeGreaterThan(1);
    expect(values).toEqual(values.toSorted((a, b) => a - b));
    await page.getByRole("link", { name: "Limpar filtros" }).click();
    await expect(page).toHaveURL(/\/busca\?termo=saude$/);
    await page.goto("/busca?termo=zzzzqqqqxxxx");
    await expect(page.getByText("Nenhum curso encontrado para esta busca.")).toBeVisible();
  });

  test("the header search runs only with text and clears the field; promotions orders by discount", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const field = page.getByRole("searchbox", { name: "Buscar cursos" });
    await page.getByRole("button", { name: "Buscar" }).click();
    await expect(page).toHaveURL(/\/$/);
    await field.fill("psicologia");
    await field.press("Enter");
    await expect(page).toHaveURL(/\/busca\?termo=psicologia&origem=campo$/);
    await expect(field).toHaveValue("");
    await page.getByRole("link", { name: "Promoções" }).click();
    await expect(page).toHaveURL(/valorMaximo=15000&ordenacao=4&pagina=1/);
    await expect(page.getByLabel("Ordenar por")).toHaveValue("4");
  });

  test("the course page has its price, modules and a free lesson, and JSON-LD naming the course", async ({
    page,
    request,
  }) => {
    const html = await (await request.get(`/curso/${course}`)).text();
    const jsonLd = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)?.[1];
    expect(jsonLd).toBeDefined();
    const data = JSON.parse(jsonLd!);
    expect(data).toMatchObject({
      "@type": "Course",
      name: "UTI Online 2ª Edição",
      offers: { priceCurrency: "BRL" },
    });
    expect(data.provider.name).toBeTruthy();
    expect(data.hasCourseInstance["@type"]).toBe("CourseInstance");

    await page.goto(`/curso/${course}`);
    await waitForHydration(page);
    await expect(page.getByText(/^Por R\$/).first()).toBeVisible();
    await page.getByRole("link", { name: "Ver a primeira aula grátis" }).click();
    await expect(page).toHaveURL(new RegExp(`/curso/${course}/aula-gratuita$`));
    await page.goBack();
    // Back on the course page (the free lesson's own "Comprar agora" goes to the cart; this one to checkout).
    await expect(page).toHaveURL(new RegExp(`/curso/${course}$`));
    await expect(page.getByRole("link", { name: "Comprar agora" })).toHaveAttribute(
      "href",
      `/checkout/${course}`,
    );
  });

  test("an unknown course is a 404", async ({ request }) => {
    expect((await request.get("/curso/nao-existe-este-curso")).status()).toBe(404);
  });
});

test.describe("on a phone (375 px)", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const path of [
    "/",
    "/busca?termo=saude",
    "/busca?termo=saude&area=cursos-saude-mental",
    "/curso/uti-online-2-edicao",
    "/instituicao/abramede",
    "/cursos-medicina",
  ]) {
    test(`${path} fits the screen (nothing wider than 375 px, e.g. a select as wide as its longest option)`, async ({
      page,
    }) => {
      await page.goto(path);
      // Rows that scroll sideways on purpose (the banners) clip their content; everything else must fit.
      const overflowing = await page.evaluate(() =>
        [...document.querySelectorAll("body *")]
          .filter(
            (element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1,
          )
          .filter((element) => {
            for (let parent = element.parentElement; parent; parent = parent.parentElement) {
              if (["auto", "scroll", "hidden"].includes(getComputedStyle(parent).overflowX)) return false;
            }
            return true;
          })
          .map((element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}`),
      );
      expect(overflowing).toEqual([]);
    });
  }

  test("search shows the results first: the six narrowing filters fold behind 'Mais filtros', open while one is set", async ({
    page,
  }) => {
    await page.goto("/busca?termo=saude");
    await waitForHydration(page);
    await expect(page.getByLabel("Ordenar por")).toBeVisible();
    await expect(page.getByLabel("Instituição")).toBeHidden();
    await page.getByText("Mais filtros", { exact: true }).click();
    await page.getByLabel("Área").selectOption({ label: "Saúde Mental" });
    await expect(page).toHaveURL(/area=cursos-saude-mental/);
    await expect(page.getByText("Mais filtros (1 ativo)")).toBeVisible();
    await expect(page.getByLabel("Área")).toBeVisible();
    await page.getByRole("link", { name: "Limpar filtros" }).click();
    await expect(page).toHaveURL(/\/busca\?termo=saude$/);
    await expect(page.getByLabel("Instituição")).toBeHidden();
  });

  test("the course menu drills into an area and back; the full-screen search has areas and promotions", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Todas as categorias" }).click();
    const menu = page.getByRole("navigation", { name: "Todas as categorias" });
    await menu.getByRole("link", { name: /Medicina/ }).click();
    await expect(menu.getByRole("heading", { name: "Categorias de Medicina" })).toBeVisible();
    await menu.getByRole("button", { name: /Voltar para as áreas/ }).click();
    await expect(menu.getByRole("link", { name: /Saúde Mental/ })).toBeVisible();
    await page.keyboard.press("Escape");

    await page.getByRole("link", { name: "Abrir busca" }).click();
    const search = page.getByRole("dialog", { name: "Buscar cursos" });
    await expect(search.getByRole("link", { name: "Promoções" })).toBeVisible();
    await expect(search.getByRole("link", { name: "Medicina", exact: true })).toBeVisible();
    await search.getByRole("searchbox").fill("uti");
    await search.getByRole("searchbox").press("Enter");
    await expect(page).toHaveURL(/\/busca\?termo=uti/);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search page filters with a plain GET form and the course page renders", async ({ page }) => {
    await page.goto("/busca?termo=saude");
    await page.getByLabel("Área").selectOption({ label: "Saúde Mental" });
    await page.getByRole("button", { name: "Aplicar filtros" }).click();
    await expect(page).toHaveURL(/area=cursos-saude-mental/);
    await expect(page.getByRole("status").filter({ hasText: "encontrado" })).toBeVisible();
    await page.goto(`/curso/${course}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("UTI Online 2ª Edição");
    await page.getByText("Módulo 2").first().click();
    await expect(page.getByRole("link", { name: "Comprar agora" })).toBeVisible();
  });

  test("'Todas as categorias' opens the areas and one of them leads to its page", async ({ page }) => {
    await page.goto("/");
    await page.getByText("Todas as categorias").click();
    const menu = page.getByRole("navigation", { name: "Todas as categorias" });
    await menu.getByRole("link", { name: /Saúde Mental/ }).click();
    await expect(page).toHaveURL(/\/cursos-saude-mental$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Saúde Mental");
  });

  test("on a phone 'Abrir busca' leads to the search page, whose form searches", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/");
    await page.getByRole("link", { name: "Abrir busca" }).click();
    await expect(page).toHaveURL(/\/busca$/);
    await page.getByRole("searchbox").last().fill("uti");
    await page.getByRole("searchbox").last().press("Enter");
    await expect(page).toHaveURL(/termo=uti/);
  });
});

test.describe("storefront accessibility", () => {
  for (const path of [
    "/",
    "/busca?termo=saude",
    `/curso/${course}`,
    "/instituicao/abramede",
    "/cursos-saude-mental/psicologia-clinica",
    "/politica-de-privacidade",
  ]) {
    test(`${path} has no axe violations in any of the four themes`, async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolationsInEveryTheme(page);
    });
  }
});
