import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/**
 * Layout routes of spec §2; a page sits under the layout the spec gives it: marketplace (storefront, checkout,
 * my purchases and courses), auth (identity portal, anonymous only), authenticated → platform (role selection,
 * the shell, staff pages, my account), simple. Fullscreen and anonymous have no pages yet; the printable slip,
 * the preferences action, JSON, the sitemap, robots.txt and the 404 need no layout (below). What each layout file
 * loads: README, "Route glue".
 */
export default [
  layout("routes/layouts/marketplace.layout.tsx", [
    index("routes/home.route.tsx"),
    route("busca", "routes/search.route.tsx"),
    route("curso/:slug", "routes/course.route.tsx"),
    route("curso/:slug/aula-gratuita", "routes/free-lesson.route.tsx"),
    route("instituicao/:slug", "routes/institution.route.tsx"),
    route("certificado/:code", "routes/certificate.route.tsx"),
    route(":areaSlug", "routes/area.route.tsx"),
    route(":areaSlug/:categorySlug", "routes/category.route.tsx"),
    route("condicoes-de-contrato", "routes/info-page.route.tsx", { id: "contract-page" }),
    route("politica-de-cookies", "routes/info-page.route.tsx", { id: "cookies-page" }),
    route("politica-de-privacidade", "routes/info-page.route.tsx", { id: "privacy-page" }),
    route("features", "routes/info-page.route.tsx", { id: "features-page" }),
    route("newsletter", "routes/newsletter.route.tsx"),
    route("carrinho/:slug", "routes/cart/cart.route.tsx"),
    // The whole cart paid as one order with one Pix (issue 28, ADR 067); ranked above checkout/:product.
    route("checkout/carrinho", "routes/checkout/cart-order.route.tsx"),
    route("checkout/:product", "routes/checkout/checkout.route.tsx"),
    route("fast-buy/:product", "routes/fast-buy/fast-buy.route.tsx"),
    route("minhas-compras", "routes/purchases/my-purchases.route.tsx"),
    route("minhas-compras/detalhes", "routes/purchases/purchase-details.route.tsx"),
    route("meus-cursos", "routes/purchases/my-courses.route.tsx"),
  ]),
  // Identity portal (issue 5): platform /auth/* pages and the marketplace's access screens, anonymous only.
  layout("routes/layouts/auth.layout.tsx", [
    route("auth/signin", "routes/auth/sign-in.route.tsx", { id: "auth-signin" }),
    route("auth/signup", "routes/auth/sign-up.route.tsx", { id: "auth-signup" }),
    route("auth/forgot-username", "routes/auth/forgot-username.route.tsx"),
    route("auth/oidc/link/:offer", "routes/auth/oidc-link.route.tsx"),
    route("auth/password/reset", "routes/auth/password-reset.route.tsx", { id: "auth-password-reset" }),
    route("auth/password/new", "routes/auth/password-reset.route.tsx", { id: "auth-password-new" }),
    route("auth/password/change", "routes/auth/password-reset.route.tsx", { id: "auth-password-change" }),
    route("auth/password/change/:token", "routes/auth/password-reset.route.tsx", {
      id: "auth-password-change-token",
    }),
    route("signin/email-exists", "routes/auth/sign-in.route.tsx", { id: "signin-email-exists" }),
    route("signin/:returnUrl?", "routes/auth/sign-in.route.tsx", { id: "signin" }),
    route("signup", "routes/auth/sign-up.route.tsx", { id: "signup" }),
    route("forgot-password", "routes/auth/password-reset.route.tsx", { id: "forgot-password" }),
  ]),
  layout("routes/layouts/authenticated.layout.tsx", [
    layout("routes/layouts/platform.layout.tsx", [
      route("welcome", "routes/welcome.route.tsx"),
      route("role-not-found", "routes/role-not-found.route.tsx"),
      route("impersonate", "routes/impersonate.route.tsx"),
      // Staff console (issue 30): find a person, her roles, actions on her account, "Acessar como".
      route("people", "routes/people.route.tsx"),
      // The audit log (issue 30, ADR 076): who, as whom, did what to which account; filters and CSV.
      route("audit", "routes/audit.route.tsx"),
      // The support queue (issue 30, ADR 081): cards in review, cancellations, failed refunds, reconciliation flags.
      route("support-queue", "routes/support-queue.route.tsx"),
      // The platform shell (issue 14, ADR 035): home, the application switcher's hand-off, hosted web components.
      route("home", "routes/platform-home.route.tsx"),
      route("redirect/:alias", "routes/redirect.route.tsx"),
      route("wc/:app/:tag", "routes/web-component.route.tsx"),
      route("my-account", "routes/my-account.route.tsx", { id: "my-account" }),
      route("minha-conta", "routes/my-account.route.tsx", { id: "minha-conta" }),
    ]),
  ]),
  layout("routes/layouts/simple.layout.tsx", [
    route("error", "routes/error.route.tsx"),
    // Signed in: temporary or expired password, CPF update (issue 5).
    route("auth/password/expired", "routes/auth/password-expired.route.tsx", { id: "auth-password-expired" }),
    route("auth/password/security", "routes/auth/password-expired.route.tsx", {
      id: "auth-password-security",
    }),
    route("cadastrar-cpf", "routes/auth/cpf-update.route.tsx", { id: "cpf-update" }),
    route("auth/cpf/change", "routes/auth/cpf-update.route.tsx", { id: "auth-cpf-change" }),
  ]),
  // Spec §2's fullscreen and anonymous layouts have no pages yet. A layout without children matches no address,
  // so these two change no route; they are kept so that the spec's pages for them have their place
  // (docs/decisions/README.md, "Open items").
  layout("routes/layouts/fullscreen.layout.tsx", []),
  layout("routes/layouts/anonymous.layout.tsx", []),
  route("preferencias", "routes/preferences.route.tsx"),
  // The printable bank slip of a purchase (issue 12): no site chrome, it prints as a slip.
  route("boleto/:subscriptionId", "routes/slip/slip.route.tsx"),
  // The mobile search's suggestions for typed text (JSON for its fetcher).
  route("busca/sugestoes", "routes/search-suggestions.route.ts"),
  route("sitemap.xml", "routes/sitemap.route.ts"),
  route("robots.txt", "routes/robots.route.ts"),
  route("*", "routes/not-found.route.tsx"),
] satisfies RouteConfig;
