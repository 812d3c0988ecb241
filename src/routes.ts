import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/**
 * Layout routes of spec §2. Each later issue adds its pages under the layout the spec gives them:
 * marketplace (storefront, checkout, my courses), auth (identity portal, anonymous only),
 * authenticated → platform (role selection, my account, notifications), simple, fullscreen, anonymous.
 */
export default [
  layout("routes/layouts/marketplace.layout.tsx", [
    index("routes/home.route.tsx"),
    route("busca", "routes/search.route.tsx"),
    route("curso/:slug", "routes/course.route.tsx"),
    route("instituicao/:slug", "routes/institution.route.tsx"),
    route(":areaSlug", "routes/area.route.tsx"),
    route(":areaSlug/:categorySlug", "routes/category.route.tsx"),
    route("condicoes-de-contrato", "routes/info-page.route.tsx", { id: "contract-page" }),
    route("politica-de-cookies", "routes/info-page.route.tsx", { id: "cookies-page" }),
    route("politica-de-privacidade", "routes/info-page.route.tsx", { id: "privacy-page" }),
    route("features", "routes/info-page.route.tsx", { id: "features-page" }),
  ]),
  layout("routes/layouts/auth.layout.tsx", []),
  layout("routes/layouts/authenticated.layout.tsx", [
    layout("routes/layouts/platform.layout.tsx", [
      route("welcome", "routes/welcome.route.tsx"),
      route("role-not-found", "routes/role-not-found.route.tsx"),
      route("impersonate", "routes/impersonate.route.tsx"),
    ]),
  ]),
  layout("routes/layouts/simple.layout.tsx", [route("error", "routes/error.route.tsx")]),
  layout("routes/layouts/fullscreen.layout.tsx", []),
  layout("routes/layouts/anonymous.layout.tsx", []),
  route("preferencias", "routes/preferences.route.tsx"),
  route("sitemap.xml", "routes/sitemap.route.ts"),
  route("robots.txt", "routes/robots.route.ts"),
  route("*", "routes/not-found.route.tsx"),
] satisfies RouteConfig;
