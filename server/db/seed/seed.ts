import { seedSaml } from "./seed-saml.ts";
import { count } from "drizzle-orm";
import type { Db } from "../database.ts";
import { hashPassword } from "#server/identity/passwords.ts";
import { courses } from "../schema/catalog.ts";
import { lessonProgress, subscriptions, vouchers } from "../schema/commerce.ts";
import {
  applications,
  customers,
  features,
  institutions,
  persons,
  postalCodes,
  roleFeatures,
  roles,
  tenants,
  userRights,
  users,
} from "../schema/identity.ts";
import { institutionSeeds } from "./catalog-data.ts";
import {
  applicationSeeds,
  demoUsers,
  featureSeeds,
  roleFeatureSeeds,
  postalCodeSeeds,
  roleSeeds,
  hcfmuspTenant,
  tenantTheme,
} from "./identity-data.ts";
import { seedCatalog, type CatalogIds } from "./seed-catalog.ts";
import { seedCheckout } from "./seed-checkout.ts";
import { seedExams } from "./seed-exams.ts";
import { seedNotifications } from "./seed-notifications.ts";
import { seedPurchases } from "./seed-purchases.ts";

export const defaultCourseCount = 64;

/** Seeds an empty database (first start); returns false when it already holds data. */
/** courses: how many (at least the demo's 64); videos: the sample clips exist, so some lessons are videos. */
export interface SeedOptions {
  courses?: number;
  videos?: boolean;
}

export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(tenants);
  if ((row?.total ?? 0) > 0) return false;
  await seedDatabase(db, options);
  return true;
}

export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<void> {
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    await seedPlatform(txDb);
    const catalog = await seedCatalog(
      txDb,
      Math.max(defaultCourseCount, options.courses ?? defaultCourseCount),
      options.videos ?? false,
    );
    await seedExams(txDb);
    await seedUsers(txDb, catalog);
    await seedSaml(txDb);
  });
}

const settings = (
  whatsApp: (typeof institutionSeeds)[number]["whatsApp"],
  seed: Pick<(typeof institutionSeeds)[number], "useNoindexNofollow" | "trackingCode"> = {},
) => ({
  useNoindexNofollow: seed.useNoindexNofollow ?? false,
  trackingCode: seed.trackingCode ?? null,
  whatsAppSetting: whatsApp ?? null,
});

async function seedPlatform(db: Db) {
  const tenantRows = await db
    .insert(tenants)
    .values([
      {
        alias: "sabia",
        name: "Sabiá Educação",
        hostname: "localhost",
        logoMini: "/api/media/tenant/sabia.svg",
        logoLight: "/api/media/tenant/sabia.svg",
        logoDark: "/api/media/tenant/sabia.svg",
        settings: tenantTheme("#3FB1B4", "#307BA2"),
      },
      {
        alias: "horizonte",
        name: "Grupo Horizonte",
        hostname: "horizonte.localhost",
        logoMini: "/api/media/tenant/horizonte.svg",
        logoLight: "/api/media/tenant/horizonte.svg",
        logoDark: "/api/media/tenant/horizonte.svg",
        settings: ((base) => ({
          ...base,
          theme: { ...base.theme, favicon: "/api/media/tenant/horizonte.svg" },
        }))(tenantTheme("#7D3C98", "#1F4E79")),
      },
      hcfmuspTenant,
    ])
    .returning({ id: tenants.id, alias: tenants.alias });
  const [sabia, horizonte] = tenantRows as [(typeof tenantRows)[number], (typeof tenantRows)[number]];
  await db.insert(institutions).values([
    {
      tenantId: sabia.id,
      alias: "sabia",
      friendlyUrl: "sabia",
      initials: "SABIÁ",
      title: "Sabiá",
      description: "Cursos com conteúdo e certificação Sabiá.",
      hostname: "localhost",
      logoUrl: "/api/media/institution/sabia.svg",
      isBrand: false,
      settings: settings({ areaCode: "55", phone: "51999990000", message: "Olá! Quero ajuda com um curso." }),
    },
    ...institutionSeeds.map((seed) => ({
      tenantId: sabia.id,
      alias: seed.alias,
      friendlyUrl: seed.alias,
      initials: seed.initials,
      title: seed.title,
      description: seed.description,
      hostname: `${seed.alias}.localhost`,
      logoUrl: `/api/media/institution/${seed.alias}.svg`,
      logoDarkUrl: `/api/media/institution/${seed.alias}.svg?dark=1`,
      settings: settings(seed.whatsApp, seed),
    })),
    {
      tenantId: horizonte.id,
      alias: "faculdade-horizonte",
      friendlyUrl: "faculdade-horizonte",
      initials: "FH",
      title: "Faculdade Horizonte",
      description: "Instituição de ensino do Grupo Horizonte.",
      hostname: "faculdade.horizonte.localhost",
      logoUrl: "/api/media/institution/faculdade-horizonte.svg",
      isBrand: false,
      settings: settings(undefined),
    },
  ]);

  const appRows = await db
    .insert(applications)
    .values(
      applicationSeeds.map((app) => ({
        ...app,
        webComponents: "webComponents" in app ? app.webComponents.map((component) => ({ ...component })) : [],
        logo: `/api/media/application/${app.alias}.svg`,
        logoThemeDark: `/api/media/application/${app.alias}.svg?dark=1`,
        themes: { light: { primary: "#3FB1B4" }, dark: { primary: "#307BA2" } },
      })),
    )
    .returning({ id: applications.id, alias: applications.alias });
  const appId = new Map(appRows.map((row) => [row.alias, row.id]));
  await db
    .insert(roles)
    .values(
      roleSeeds.map(([app, alias, name, level]) => ({ applicationId: appId.get(app)!, alias, name, level })),
    );
  for (const [app, alias, description, icon, webRoute, menuVisibility, parent] of featureSeeds) {
    const parentRow = parent
      ? (
          await db
            .select({ id: features.id, alias: features.alias, applicationId: features.applicationId })
            .from(features)
        ).find((row) => row.alias === parent && row.applicationId === appId.get(app))
      : undefined;
    // A route written "endpoint:/path" is the feature's endpoint (a server address) rather than a web route.
    const endpoint = webRoute?.startsWith("endpoint:") ? webRoute.slice("endpoint:".length) : null;
    await db.insert(features).values({
      applicationId: appId.get(app)!,
      alias,
      description,
      icon,
      webRoute: endpoint ? null : webRoute,
      endpoint,
      menuVisibility,
      parentId: parentRow?.id ?? null,
    });
  }
  const featureRows = await db
    .select({ id: features.id, alias: features.alias, applicationId: features.applicationId })
    .from(features);
  const roleRows = await db
    .select({ id: roles.id, alias: roles.alias, applicationId: roles.applicationId })
    .from(roles);
  for (const [app, roleAlias, aliases] of roleFeatureSeeds) {
    const role = roleRows.find((row) => row.alias === roleAlias && row.applicationId === appId.get(app));
    const links = featureRows.filter(
      (row) => row.applicationId === appId.get(app) && aliases.includes(row.alias),
    );
    if (!role || links.length !== aliases.length) throw new Error(`role features of ${app}/${roleAlias}`);
    await db.insert(roleFeatures).values(links.map((row) => ({ roleId: role.id, featureId: row.id })));
  }
  await db.insert(postalCodes).values(
    postalCodeSeeds.map(([postalCode, street, neighborhood, city, state]) => ({
      postalCode,
      street,
      neighborhood,
      city,
      state,
    })),
  );
  await db.insert(vouchers).values([
    { tag: "BEMVINDO10", percent: 10, validUntil: "2030-12-31" },
    { tag: "SAUDEMENTAL20", percent: 20, validUntil: "2030-12-31" },
  ]);
}

async function seedUsers(db: Db, catalog: CatalogIds) {
  // One after another: `db` is the seed's transaction, one PostgreSQL connection, and node-postgres refuses queries
  // sent while another is running on it from pg@9 (a deprecation warning on every first start until then).
  const roleRows = await db
    .select({ id: roles.id, alias: roles.alias, applicationId: roles.applicationId })
    .from(roles);
  const tenantRows = await db.select({ id: tenants.id, alias: tenants.alias }).from(tenants);
  const iesRows = await db.select({ id: institutions.id, alias: institutions.alias }).from(institutions);
  const appRows = await db.select({ id: applications.id, alias: applications.alias }).from(applications);
  const userIds = new Map<string, number>();
  for (const demo of demoUsers) {
    const [row] = await db
      .insert(users)
      .values({
        username: demo.username,
        email: `${demo.username}@sabia.dev`,
        name: demo.name,
        passwordHash: await hashPassword(demo.password),
        temporaryPassword: demo.temporaryPassword ?? false,
        twoFactor: demo.twoFactor ?? "none",
        isOperator: demo.isOperator ?? false,
        type: demo.isOperator ? "operator" : "user",
        cpf: demo.cpf ?? null,
        cellphone: demo.cellphone ?? null,
      })
      .returning({ id: users.id });
    userIds.set(demo.username, row!.id);
    for (const [app, role, tenant, ies] of demo.rights) {
      const applicationId = appRows.find((candidate) => candidate.alias === app)!.id;
      await db.insert(userRights).values({
        userId: row!.id,
        roleId: roleRows.find(
          (candidate) => candidate.alias === role && candidate.applicationId === applicationId,
        )!.id,
        tenantId: tenant ? tenantRows.find((candidate) => candidate.alias === tenant)!.id : null,
        iesId: ies ? iesRows.find((candidate) => candidate.alias === ies)!.id : null,
      });
    }
    if (demo.cpf)
      await db.insert(persons).values({
        cpf: demo.cpf,
        name: demo.name,
        email: `${demo.username}@sabia.dev`,
        cellphone: demo.cellphone ?? null,
        personAddress: {
          postalCode: "90010000",
          street: "Rua dos Andradas",
          number: "1001",
          city: "Porto Alegre",
          state: "RS",
        },
      });
  }
  await db.insert(customers).values([
    {
      customerId: 1001,
      email: "aluno@sabia.dev",
      passwordHash: await hashPassword("Sabia@2026"),
      name: "Ana Lúcia Moreira",
      cpf: "52998224725",
    },
    {
      customerId: 1002,
      email: "gestora@sabia.dev",
      passwordHash: null,
      name: "Gabriela Santos",
      cpf: "11144477735",
    },
  ]);

  // aluno: purchases in several states; two courses in progress, one expired.
  const aluno = userIds.get("aluno")!;
  const course = (slug: string) => catalog.courseIdBySlug.get(slug)!;
  const purchases = [
    ["psicologia-clinica-na-pratica", "payment-confirmed", "card", "2026-09-01", "2027-09-01"],
    ["uti-online-2-edicao", "payment-confirmed", "pix", "2026-06-10", "2027-06-10"],
    ["eletrocardiograma-descomplicado", "payment-confirmed", "boleto", "2024-03-01", "2025-03-01"],
    ["transtornos-de-ansiedade", "awaiting-payment", "boleto", null, null],
    ["tcc-para-depressao", "payment-pending", "card", null, null],
    ["comunicacao-de-mas-noticias", "purchase-canceled", "pix", null, null],
    ["habilidades-dbt-para-terapeutas", "cancellation-requested", "card", "2026-11-18", "2027-11-18"],
  ] as const;
  const prices = await db
    .select({ id: courses.id, oldPrice: courses.oldPrice, newPrice: courses.newPrice })
    .from(courses);
  await db.insert(subscriptions).values(
    purchases.map(([slug, status, method, start, end], index) => {
      const price = prices.find((row) => row.id === course(slug))!;
      const subtotal = price.oldPrice ?? price.newPrice;
      return {
        userId: aluno,
        courseId: course(slug),
        status,
        transactionNumber: `SAB-2026-${String(index + 1).padStart(6, "0")}`,
        paymentMethod: method,
        subtotal,
        discounts: Math.round((subtotal - price.newPrice) * 100) / 100,
        total: price.newPrice,
        paymentDate: start ? new Date(`${start}T12:00:00Z`) : null,
        // The purchase date shown in My Purchases is created_at; left to its default it
        // would be the seed time, later than the payment dates above. A paid order was
        // placed the day it was paid; unpaid ones a few days before the slip due date.
        createdAt: new Date(`${start ?? "2026-11-20"}T11:00:00Z`),
        slipDueDate: method === "boleto" ? (start ?? "2026-11-25") : null,
        accessStart: start,
        accessEnd: end,
      };
    }),
  );
  const progress = [
    ...(catalog.lessonIdsByCourse.get(course("psicologia-clinica-na-pratica")) ?? []).slice(0, 6),
    ...(catalog.lessonIdsByCourse.get(course("uti-online-2-edicao")) ?? []).slice(0, 3),
  ];
  if (progress.length)
    await db.insert(lessonProgress).values(progress.map((lessonId) => ({ userId: aluno, lessonId })));
  await seedCheckout(db, catalog, aluno);
  await seedPurchases(db, catalog, aluno);

  await seedNotifications(db, userIds);
}
