import type { TenantSettings } from "../schema/identity.ts";

/** Tenants, applications and roles of the demo platform shell (spec §3, §6). */
export const tenantTheme = (primaryColor: string, accentColor: string): TenantSettings => ({
  theme: {
    primaryColor,
    accentColor,
    secondaryColor: accentColor,
    loadingColor: primaryColor,
    favicon: null,
    logo: null,
    darkLogo: null,
    loginPageImage: null,
  },
  authenticationModes: {
    userName: true,
    hasAuthByEmail: true,
    hasAuthBySaml: false,
    samlRequest: null,
    lti: false,
  },
  createAccountEnabled: true,
});

/**
 * A tenant whose people sign in through their institution's identity provider (spec §3 authentication modes):
 * SAML on (against the example IdP at /dev/saml-idp), e-mail as the login, no self sign-up, its own login image.
 */
export const hcfmuspTenant = {
  alias: "hcfmusp",
  name: "HCFMUSP Educação",
  hostname: "hcfmusp.localhost",
  logoMini: "/api/media/tenant/hcfmusp.svg",
  logoLight: "/api/media/tenant/hcfmusp.svg",
  logoDark: "/api/media/tenant/hcfmusp.svg",
  settings: ((base: TenantSettings): TenantSettings => ({
    ...base,
    theme: { ...base.theme, loginPageImage: "/api/media/login/hcfmusp.svg" },
    authenticationModes: {
      userName: false,
      hasAuthByEmail: true,
      hasAuthBySaml: true,
      // Our SP's login, which sends a signed AuthnRequest to the tenant's IdP (ADR 060); in development the
      // example IdP this server hosts.
      samlRequest: { url: "/api/auth/sso/saml/login", logoutUrl: "/api/auth/sso/saml/slo" },
      lti: false,
    },
    createAccountEnabled: false,
  }))(tenantTheme("#1B5E8C", "#0F7B6C")),
};

export const applicationSeeds = [
  {
    alias: "artmed-marketplace",
    name: "Sabiá Marketplace",
    url: "/",
    ownerType: null,
    isOperation: false,
    status: "healthy",
  },
  {
    alias: "sabia-portal",
    name: "Portal do Aluno",
    url: "/wc/sabia-portal/sabia-course-portal",
    ownerType: "ies",
    isOperation: false,
    status: "healthy",
    // The student portal (issue 32, ADR 093): a course the person holds, ?curso={subscriptionId}.
    webComponents: [
      { tag: "sabia-course-portal", title: "Meus cursos", scriptUrl: "/wc-assets/sabia-course-portal.js" },
    ],
    /** Spec §4 "Other tabs": each tab keeps its own session (issue 14 seeds one application with it on). */
    independentTabsEnabled: true,
  },
  {
    alias: "sabia-gestao",
    name: "Gestão Acadêmica",
    url: "/wc/sabia-gestao/sabia-app-home",
    ownerType: "tenant",
    isOperation: false,
    status: "degraded",
    webComponents: [{ tag: "sabia-app-home", title: "Início", scriptUrl: "/wc-assets/sabia-app-home.js" }],
  },
  {
    alias: "sabia-operacao",
    name: "Operação Sabiá",
    url: "/impersonate",
    ownerType: null,
    isOperation: true,
    status: "healthy",
  },
  {
    alias: "sabia-relatorios",
    name: "Relatórios",
    url: "/wc/sabia-relatorios/sabia-app-home",
    ownerType: "tenant",
    isOperation: false,
    status: "unhealthy",
    webComponents: [{ tag: "sabia-app-home", title: "Início", scriptUrl: "/wc-assets/sabia-app-home.js" }],
  },
] as const;

/** [application alias, role alias, role name, level] */
export const roleSeeds = [
  ["artmed-marketplace", "aluno", "Aluno", "tenant"],
  ["artmed-marketplace", "basic", "Básico", "tenant"],
  // The platform shell of this deployment is the marketplace application: staff roles live here too (spec §6).
  ["artmed-marketplace", "operador", "Operador", "application"],
  ["artmed-marketplace", "gestor", "Gestor", "tenant"],
  ["artmed-marketplace", "coordenador", "Coordenador de Curso", "ies"],
  ["artmed-marketplace", "professor", "Professor", "ies"],
  // 'basic' is what self sign-up grants (spec §6): only the applications open to it define it (ADR 050).
  ["sabia-portal", "basic", "Básico", "ies"],
  ["sabia-portal", "professor", "Professor", "ies"],
  ["sabia-portal", "coordenador", "Coordenador de Curso", "ies"],
  ["sabia-gestao", "gestor", "Gestor do Tenant", "tenant"],
  ["sabia-gestao", "auditor", "Auditor", "application"],
  ["sabia-operacao", "operador", "Operador", "application"],
  ["sabia-relatorios", "analista", "Analista", "tenant"],
] as const;

/**
 * [application alias, feature alias, description, icon, web route, menu visible, parent alias]. Every web route
 * is a page of this app (an application's page is its web component /wc/{app}/{tag}); "endpoint:" is a server
 * address loaded as a document.
 */
export const featureSeeds = [
  ["artmed-marketplace", "notifications", "Notificações", "bell", null, false, null],
  ["artmed-marketplace", "application-status", "Status das aplicações", "activity", null, false, null],
  ["artmed-marketplace", "app-browsing", "Outras aplicações", "grid", null, false, null],
  // The shell's own menu (spec §2 side menu): parents with children, web routes and an endpoint.
  ["artmed-marketplace", "courses", "Cursos", "book", null, true, null],
  ["artmed-marketplace", "courses-search", "Buscar cursos", "search", "/busca", true, "courses"],
  ["artmed-marketplace", "courses-mine", "Meus cursos", "list", "/meus-cursos", true, "courses"],
  ["artmed-marketplace", "management", "Gestão", "chart", null, true, null],
  [
    "artmed-marketplace",
    "management-academic",
    "Gestão acadêmica",
    "home",
    "/wc/sabia-gestao/sabia-app-home",
    true,
    "management",
  ],
  [
    "artmed-marketplace",
    "management-reports",
    "Relatórios do tenant",
    "chart",
    "/wc/sabia-relatorios/sabia-app-home",
    true,
    "management",
  ],
  ["artmed-marketplace", "teaching", "Ensino", "book", null, true, null],
  [
    "artmed-marketplace",
    "teaching-portal",
    "Portal do Aluno",
    "home",
    "/wc/sabia-portal/sabia-course-portal",
    true,
    "teaching",
  ],
  ["artmed-marketplace", "storefront", "Vitrine", "store", "/", true, null],
  ["artmed-marketplace", "api-docs", "Documentação da API", "code", "endpoint:/api/docs", true, null],
  // Issue 30: the staff People page (search a person, her roles, "Acessar como" with one of them).
  ["artmed-marketplace", "people", "Pessoas", "users", "/people", true, null],
  // Issue 30: the audit log (who, as whom, did what to which account; ADR 076), for operators and managers.
  ["artmed-marketplace", "audit", "Auditoria", "shield", "/audit", true, null],
  // Issue 30: the support queue (cards in review, cancellations, failed refunds, flags; ADR 081), for operators.
  ["artmed-marketplace", "support-queue", "Fila de suporte", "inbox", "/support-queue", true, null],
  ["sabia-gestao", "dashboard", "Painel", "home", "/wc/sabia-gestao/sabia-app-home", true, null],
  ["sabia-gestao", "courses", "Cursos", "book", null, true, null],
  ["sabia-gestao", "courses-catalogue", "Catálogo", "list", "/busca", true, "courses"],
  [
    "sabia-gestao",
    "courses-reports",
    "Relatórios de cursos",
    "chart",
    "/wc/sabia-relatorios/sabia-app-home",
    true,
    "courses",
  ],
  ["sabia-operacao", "impersonate", "Acessar como", "user-check", "/impersonate", true, null],
] as const;

const widgets = ["notifications", "application-status", "app-browsing"] as const;
const courseMenu = ["courses", "courses-search", "courses-mine"] as const;

/** [application alias, role alias, feature aliases]: what each role's menu and gating show (spec §4, §6). */
export const roleFeatureSeeds: ReadonlyArray<readonly [string, string, readonly string[]]> = [
  ["artmed-marketplace", "aluno", [...widgets, ...courseMenu, "storefront"]],
  ["artmed-marketplace", "basic", [...widgets, "storefront"]],
  [
    "artmed-marketplace",
    "operador",
    [...widgets, "storefront", "api-docs", "people", "audit", "support-queue"],
  ],
  [
    "artmed-marketplace",
    "gestor",
    [
      ...widgets,
      ...courseMenu,
      "management",
      "management-academic",
      "management-reports",
      "storefront",
      "api-docs",
      "audit",
    ],
  ],
  [
    "artmed-marketplace",
    "coordenador",
    [...widgets, ...courseMenu, "teaching", "teaching-portal", "storefront"],
  ],
  [
    "artmed-marketplace",
    "professor",
    [...widgets, ...courseMenu, "teaching", "teaching-portal", "storefront", "api-docs"],
  ],
  ["sabia-gestao", "gestor", ["dashboard", "courses", "courses-catalogue", "courses-reports"]],
  ["sabia-gestao", "auditor", ["dashboard"]],
  ["sabia-operacao", "operador", ["impersonate"]],
];

export const demoPassword = "Sabia@2026";
export const temporaryPassword = "Temp@2026";

export interface DemoUser {
  username: string;
  name: string;
  password: string;
  temporaryPassword?: boolean;
  twoFactor?: "email" | "sms";
  isOperator?: boolean;
  cpf?: string;
  cellphone?: string;
  /** [application alias, role alias, tenant alias | null, ies alias | null] */
  rights: ReadonlyArray<readonly [string, string, string | null, string | null]>;
}

export const demoUsers: readonly DemoUser[] = [
  {
    username: "aluno",
    name: "Ana Lúcia Moreira",
    password: demoPassword,
    cpf: "52998224725",
    cellphone: "51999887766",
    rights: [["artmed-marketplace", "aluno", "sabia", null]],
  },
  {
    username: "operador",
    name: "Otávio Pereira",
    password: demoPassword,
    isOperator: true,
    rights: [
      ["sabia-operacao", "operador", null, null],
      ["artmed-marketplace", "operador", null, null],
    ],
  },
  {
    username: "gestora",
    name: "Gabriela Santos",
    password: demoPassword,
    cpf: "11144477735",
    rights: [
      ["artmed-marketplace", "gestor", "sabia", null],
      ["artmed-marketplace", "gestor", "horizonte", null],
      ["artmed-marketplace", "coordenador", "sabia", "hcfmusp"],
      ["artmed-marketplace", "coordenador", "horizonte", "faculdade-horizonte"],
      ["sabia-gestao", "auditor", null, null],
      ["sabia-gestao", "gestor", "sabia", null],
      ["sabia-gestao", "gestor", "horizonte", null],
      ["sabia-portal", "coordenador", "sabia", "hcfmusp"],
      ["sabia-portal", "coordenador", "horizonte", "faculdade-horizonte"],
      ["sabia-relatorios", "analista", "horizonte", null],
    ],
  },
  {
    username: "professor",
    name: "Pedro Henrique Lima",
    password: demoPassword,
    cpf: "39053344705",
    rights: [
      ["artmed-marketplace", "professor", "sabia", "abramede"],
      ["sabia-portal", "professor", "sabia", "abramede"],
    ],
  },
  {
    username: "novato",
    name: "Nicolas Andrade",
    password: temporaryPassword,
    temporaryPassword: true,
    rights: [["artmed-marketplace", "aluno", "sabia", null]],
  },
  { username: "semacesso", name: "Sérgio Machado", password: demoPassword, rights: [] },
  // A member of the hcfmusp tenant, who signs in through its IdP (SAML, ADR 060).
  {
    username: "residente",
    name: "Renata Oliveira",
    password: demoPassword,
    rights: [["artmed-marketplace", "aluno", "hcfmusp", null]],
  },
  {
    username: "dupla",
    name: "Daniela Fagundes",
    password: demoPassword,
    twoFactor: "email",
    cellphone: "11988887777",
    rights: [["artmed-marketplace", "aluno", "sabia", null]],
  },
  {
    username: "sms",
    name: "Simone Mendes",
    password: demoPassword,
    twoFactor: "sms",
    cellphone: "11977776666",
    rights: [["artmed-marketplace", "aluno", "sabia", null]],
  },
];

/** Localities the demo knows by CEP (street-level CEPs of capitals). */
export const postalCodeSeeds = [
  ["01310100", "Avenida Paulista", "Bela Vista", "São Paulo", "SP"],
  ["20040020", "Avenida Rio Branco", "Centro", "Rio de Janeiro", "RJ"],
  ["30130010", "Avenida Afonso Pena", "Centro", "Belo Horizonte", "MG"],
  ["40020000", "Rua Chile", "Centro", "Salvador", "BA"],
  ["50030230", "Avenida Guararapes", "Santo Antônio", "Recife", "PE"],
  ["70040010", "Esplanada dos Ministérios", "Zona Cívico-Administrativa", "Brasília", "DF"],
  ["80010000", "Rua XV de Novembro", "Centro", "Curitiba", "PR"],
  ["88010400", "Rua Felipe Schmidt", "Centro", "Florianópolis", "SC"],
  ["90010000", "Rua dos Andradas", "Centro Histórico", "Porto Alegre", "RS"],
  ["60060000", "Rua Senador Pompeu", "Centro", "Fortaleza", "CE"],
] as const;
