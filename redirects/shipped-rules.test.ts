import { describe, expect, it } from "vitest";
import { shippedTable } from "./fixtures.ts";

/** One or more examples of every family of spec §2 "Legacy redirects", against the shipped rule data. */
const examples: [family: string, path: string, location: string][] = [
  ["account", "/login", "/signin"],
  ["account", "/cadastro/", "/signup"],
  ["account", "/carrinho", "/"],
  ["account", "/logout", "/"],
  ["account", "/painel-do-cliente/pedidos", "/minhas-compras"],
  ["search", "/pesquisa?termo=uti", "/busca?termo=uti"],
  ["area name", "/Medicina/", "/cursos-medicina"],
  ["area name", "/EDUCACAO-FISICA", "/cursos-educacao-fisica"],
  ["area name", "/veterinaria", "/cursos-veterinaria"],
  ["area name", "/Sa%C3%BAde-Mental/", "/cursos-saude-mental"],
  ["area name", encodeURI("/educação-física"), "/cursos-educacao-fisica"],
  ["psychology", "/Psicologia", "/cursos-saude-mental/psicologia-clinica"],
  ["psychology", "/psicologia/infantil", "/cursos-saude-mental/psicologia-clinica"],
  ["sub-area renamed", "/medicina/terapia-intensiva", "/cursos-medicina/uti-terapia-intensiva"],
  [
    "sub-area renamed",
    "/Preparatorios/Ginecologia-e-Obstetricia/",
    "/cursos-preparatorios/ginecologia-obstetricia",
  ],
  ["sub-area kept", "/medicina/cardiologia", "/cursos-medicina/cardiologia"],
  ["sub-area unknown", "/medicina/astrologia", "/cursos-medicina"],
  ["area unknown", "/odontologia/implantes", "/"],
  ["institution", "/sobre-nos", "/"],
  ["institution", "/ABRAMEDE", "/instituicao/abramede"],
  ["institution", "/vv_academy", "/instituicao/vv-academy"],
  ["institution", "/Listas/hcfmusp", "/instituicao/hcfmusp"],
  ["institution", "/Listas/desconhecida", "/"],
  ["institution", "/marcas/terzius/", "/instituicao/terzius"],
  ["prefix", "/course/uti-adulto", "/curso/uti-adulto"],
  ["prefix", "/institution/ibcmed", "/instituicao/ibcmed"],
  ["prefix", "/institucion/bipp", "/instituicao/bipp"],
  ["prefix", "/courses-medicina/cardiologia", "/cursos-medicina/cardiologia"],
  ["prefix", "/busqueda?termo=uti", "/busca?termo=uti"],
  ["prefix", "/search?termo=uti", "/busca?termo=uti"],
  ["prefix", "/cart/uti-adulto", "/carrinho/uti-adulto"],
  ["route name en", "/my-courses", "/meus-cursos"],
  ["route name en", "/my-purchases", "/minhas-compras"],
  ["route name en", "/my-purchases/details", "/minhas-compras/detalhes"],
  ["route name en", "/contract-conditions", "/condicoes-de-contrato"],
  ["route name en", "/cookies-policy", "/politica-de-cookies"],
  ["route name en", "/privacy-policy", "/politica-de-privacidade"],
  ["route name en", "/auth/cpf/change", "/cadastrar-cpf"],
  ["route name es", "/mis-compras/detalles", "/minhas-compras/detalhes"],
  ["route name es", "/politica-de-privacidad", "/politica-de-privacidade"],
  ["cpf", "/cpf-change", "/cadastrar-cpf"],
  ["course rename", "/curso/uti-online-curso-completo", "/curso/uti-online-2-edicao"],
  ["course underscores", "/curso/cardiologia_basica/", "/curso/cardiologia-basica"],
  [
    "course chain",
    "/course/uti_online_curso_completo?utm_source=x",
    "/curso/uti-online-2-edicao?utm_source=x",
  ],
  ["product number", "/curso-de-uti-adulto-p1234", "/curso/uti-adulto"],
  ["product number", "/produto/qualquer-coisa-p1234?ref=mail", "/curso/uti-adulto?ref=mail"],
  ["product number", "/produto/P3003", "/curso/psicologia-clinica-na-pratica"],
  ["product renamed", "/uti-online-p2001", "/curso/uti-online-2-edicao"],
  ["product retired", "/curso-antigo-p1003", "/"],
  ["product to search", "/curso-antigo-p1105", "/busca"],
];

describe("shipped legacy redirects", () => {
  it.each(examples)("%s: %s → %s", (_family, path, location) => {
    expect(shippedTable.lookup(path)?.location).toBe(location);
  });

  it.each([
    "/carrinho/uti-adulto",
    "/busca",
    "/curso/uti-adulto",
    "/curso/curso-de-uti-adulto-p1234",
    "/signin",
    "/signup",
    "/sumido-p999999",
    "/api/subscription/courses",
  ])("leaves %s alone", (path) => {
    expect(shippedTable.lookup(path)).toBeUndefined();
  });
});
