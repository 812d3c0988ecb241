import { expect, test } from "./recorded-test.ts";

/**
 * Legacy redirects through the running production server (issue 4): one example of every family of
 * spec §2 "Legacy redirects", answered with a single 301 before the API and SSR. Product-number paths
 * need the catalogue, so only the retired numbers of redirects/rules/retired-products.txt are used here.
 */
const examples: [family: string, path: string, location: string][] = [
  ["account", "/login", "/signin"],
  ["account", "/cadastro", "/signup"],
  ["account", "/carrinho", "/"],
  ["account", "/logout", "/"],
  ["account", "/painel-do-cliente/pedidos", "/minhas-compras"],
  ["search", "/pesquisa", "/busca"],
  ["area name, any case, trailing slash", "/Medicina/", "/cursos-medicina"],
  ["psychology", "/psicologia", "/cursos-saude-mental/psicologia-clinica"],
  ["sub-area renamed", "/medicina/terapia-intensiva", "/cursos-medicina/uti-terapia-intensiva"],
  [
    "sub-area renamed",
    "/preparatorios/ginecologia-e-obstetricia",
    "/cursos-preparatorios/ginecologia-obstetricia",
  ],
  ["sub-area without counterpart", "/medicina/sem-correspondente", "/cursos-medicina"],
  ["institution token", "/abramede", "/instituicao/abramede"],
  ["institution list", "/Listas/hcfmusp", "/instituicao/hcfmusp"],
  ["institution brand", "/marcas/desconhecida", "/"],
  ["about us", "/sobre-nos", "/"],
  ["prefix", "/course/uti-adulto", "/curso/uti-adulto"],
  ["prefix", "/institution/ibcmed", "/instituicao/ibcmed"],
  ["prefix", "/institucion/bipp", "/instituicao/bipp"],
  ["prefix", "/courses-medicina", "/cursos-medicina"],
  ["prefix", "/busqueda", "/busca"],
  ["prefix with query", "/search?termo=uti", "/busca?termo=uti"],
  ["route name", "/cart/uti-adulto", "/carrinho/uti-adulto"],
  ["route name", "/my-courses", "/meus-cursos"],
  ["route name", "/my-purchases/details", "/minhas-compras/detalhes"],
  ["route name", "/contract-conditions", "/condicoes-de-contrato"],
  ["route name", "/cookies-policy", "/politica-de-cookies"],
  ["route name", "/privacy-policy", "/politica-de-privacidade"],
  ["route name", "/auth/cpf/change", "/cadastrar-cpf"],
  ["cpf", "/cpf-change", "/cadastrar-cpf"],
  ["course rename", "/curso/uti-online-curso-completo", "/curso/uti-online-2-edicao"],
  ["underscores", "/curso/uti_online_2_edicao", "/curso/uti-online-2-edicao"],
  ["retired product", "/curso-antigo-p1003", "/"],
  ["retired product to search", "/produto/curso-antigo-p1105?ref=mail", "/busca?ref=mail"],
];

test.describe("legacy redirects", () => {
  for (const [family, path, location] of examples) {
    test(`${family}: ${path} → ${location}`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers()["location"]).toBe(location);
    });
  }

  test("HEAD is redirected like GET", async ({ request }) => {
    const response = await request.head("/Medicina/", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe("/cursos-medicina");
  });

  test("canonical pages are not redirected", async ({ request }) => {
    // /busca answers 200 once the storefront lands; until then a 404 from SSR is fine, a 301 never is.
    for (const path of ["/busca", "/", "/carrinho/uti-adulto", "/signin"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).not.toBe(301);
    }
    expect([200, 404]).toContain((await request.get("/busca", { maxRedirects: 0 })).status());
  });
});
