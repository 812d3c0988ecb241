import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { matchRoutes, type ServerBuild } from "react-router";

/**
 * `npm run bench:bundle [-- /path …]`: the initial JavaScript and CSS a first visit to each page downloads
 * (entry + every matched route module and their imports), raw and gzip, from the production build.
 * Budgets of issue 7: course page JS ≤ 125 KB gzip, CSS ≤ 25 KB gzip.
 */
const buildDirectory = join(import.meta.dirname, "../../build");
const build = (await import(join(buildDirectory, "server/index.js"))) as ServerBuild;
const storefront = ["/", "/busca", "/curso/uti-online-2-edicao", "/instituicao/abramede", "/cursos-medicina"];
// One path per identity route module and layout (issue 5): each must stay under the budget too.
const identity = [
  "/auth/signin",
  "/signup",
  "/auth/forgot-username",
  "/auth/password/reset",
  "/auth/password/change/token",
];
const signedIn = ["/auth/password/expired", "/cadastrar-cpf"];
// The platform shell (authenticated → platform layout): the session machines load after hydration.
const platform = [
  "/welcome",
  "/role-not-found",
  "/impersonate",
  "/home",
  "/redirect/sabia-gestao",
  "/wc/sabia-gestao/sabia-app-home",
  "/my-account",
  "/people",
];
// The money path (issue 12): the checkout's machine, card rules and payment views load after hydration.
const purchase = [
  "/carrinho/qualidade-e-seguranca-do-paciente",
  "/checkout/qualidade-e-seguranca-do-paciente",
  "/checkout/carrinho",
  "/fast-buy/qualidade-e-seguranca-do-paciente",
  "/boleto/1",
  "/minhas-compras",
  "/minhas-compras/detalhes",
  "/meus-cursos",
];
const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [...storefront, ...identity, ...signedIn, ...platform, ...purchase];
const budgets = { js: 125 * 1024, css: 25 * 1024 };

type RouteTree = { id: string; path?: string; index?: boolean; children?: RouteTree[] };
function tree(parentId: string | undefined): RouteTree[] {
  return Object.values(build.routes)
    .filter((route) => route?.parentId === parentId)
    .map(
      (route) =>
        ({ id: route!.id, path: route!.path, index: route!.index, children: tree(route!.id) }) as RouteTree,
    );
}

const sizeOf = (file: string) => {
  const content = readFileSync(join(buildDirectory, "client", file));
  return { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

console.log(
  "page".padEnd(34),
  "JS gzip".padStart(10),
  "JS raw".padStart(10),
  "CSS gzip".padStart(10),
  "files".padStart(6),
);
let overBudget = false;
for (const path of paths) {
  const matches = matchRoutes(tree(undefined) as never, path) ?? [];
  const js = new Set<string>([build.assets.entry.module, ...build.assets.entry.imports]);
  const css = new Set<string>();
  for (const match of matches) {
    const route = build.assets.routes[(match.route as RouteTree).id];
    if (!route) continue;
    js.add(route.module);
    for (const file of route.imports ?? []) js.add(file);
    for (const file of route.css ?? []) css.add(file);
  }
  const jsSize = [...js]
    .map(sizeOf)
    .reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });
  const cssSize = [...css].map(sizeOf).reduce((a, b) => a + b.gzip, 0);
  const flag = jsSize.gzip > budgets.js || cssSize > budgets.css ? "  over budget" : "";
  if (flag) overBudget = true;
  console.log(
    path.padEnd(34),
    kb(jsSize.gzip).padStart(10),
    kb(jsSize.raw).padStart(10),
    kb(cssSize).padStart(10),
    String(js.size + css.size).padStart(6),
    flag,
  );
}
console.log(`budgets: JS ≤ ${kb(budgets.js)} gzip, CSS ≤ ${kb(budgets.css)} gzip`);
process.exitCode = overBudget ? 1 : 0;
