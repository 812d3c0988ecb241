import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** Spec §3 "Tenant settings" (theme, authentication modes, captcha key, owner, createAccountEnabled). */
export interface TenantSettings {
  theme: {
    primaryColor: string;
    accentColor: string;
    secondaryColor: string;
    loadingColor: string;
    favicon: string | null;
    logo: string | null;
    darkLogo: string | null;
    loginPageImage: string | null;
  };
  authenticationModes: {
    userName: boolean;
    hasAuthByEmail: boolean;
    hasAuthBySaml: boolean;
    /** url: the IdP's sign-in address; logoutUrl: where a logout request goes (ADR 040). */
    samlRequest: { url: string; logoutUrl?: string } | null;
    lti: boolean;
  };
  createAccountEnabled: boolean;
}

/** Spec §3 "Institution settings". */
export interface InstitutionSettings {
  useNoindexNofollow: boolean;
  trackingCode: string | null;
  whatsAppSetting: { areaCode: string; phone: string; message: string } | null;
}

export const tenants = pgTable("tenants", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  alias: text("alias").notNull().unique(),
  name: text("name").notNull(),
  hostname: text("hostname").notNull(),
  logoMini: text("logo_mini"),
  logoLight: text("logo_light"),
  logoDark: text("logo_dark"),
  settings: jsonb("settings").$type<TenantSettings>().notNull(),
});

/** Institutions (ies) of a tenant; partner brands of the catalogue are institutions with isBrand. */
export const institutions = pgTable(
  "institutions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    /** The ies alias / institution code (GET /institutions/by-code/{iesAlias}). */
    alias: text("alias").notNull().unique(),
    friendlyUrl: text("friendly_url").notNull().unique(),
    initials: text("initials").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    hostname: text("hostname").notNull(),
    logoUrl: text("logo_url"),
    logoDarkUrl: text("logo_dark_url"),
    isBrand: boolean("is_brand").notNull().default(true),
    settings: jsonb("settings").$type<InstitutionSettings>().notNull(),
  },
  (table) => [index("institutions_tenant").on(table.tenantId)],
);

export const applications = pgTable("applications", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  alias: text("alias").notNull().unique(),
  name: text("name").notNull(),
  url: text("url").notNull(),
  logo: text("logo"),
  logoThemeDark: text("logo_theme_dark"),
  /** "tenant" | "ies" | null (spec §6 owner types). */
  ownerType: text("owner_type"),
  isOperation: boolean("is_operation").notNull().default(false),
  independentTabsEnabled: boolean("independent_tabs_enabled").notNull().default(false),
  themes: jsonb("themes").$type<Record<string, unknown>>().notNull().default({}),
  /** healthy | degraded | unhealthy (spec §3 application status item). */
  status: text("status").notNull().default("healthy"),
  /** Spec §9: the side menu's filter box is configurable on or off per application. */
  menuSearchEnabled: boolean("menu_search_enabled").notNull().default(true),
  /** Web components the application registers, hosted by the shell at /wc/{alias}/{tag}. */
  webComponents: jsonb("web_components")
    .$type<Array<{ tag: string; title: string; scriptUrl: string }>>()
    .notNull()
    .default([]),
});

export const features = pgTable("features", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  applicationId: integer("application_id")
    .notNull()
    .references(() => applications.id),
  parentId: integer("parent_id"),
  alias: text("alias").notNull(),
  description: text("description").notNull(),
  icon: text("icon"),
  webRoute: text("web_route"),
  endpoint: text("endpoint"),
  menuVisibility: boolean("menu_visibility").notNull().default(false),
});

export const roles = pgTable(
  "roles",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id),
    alias: text("alias").notNull(),
    name: text("name").notNull(),
    /** "application" | "tenant" | "ies" (spec §6). */
    level: text("level").notNull(),
  },
  (table) => [uniqueIndex("roles_app_alias").on(table.applicationId, table.alias)],
);

export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid("uuid").notNull().unique().defaultRandom(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    passwordHash: text("password_hash").notNull(),
    /** Hashes of earlier passwords (a new password must differ from the previous one, spec §5). */
    previousPasswordHash: text("previous_password_hash"),
    type: text("type").notNull().default("student"),
    photo: text("photo"),
    timezone: text("timezone").notNull().default("America/Sao_Paulo"),
    languageId: text("language_id").notNull().default("pt-BR"),
    /** light | dark | contrast-light | contrast-dark (src/domain/theme.ts); null follows the device. */
    theme: text("theme"),
    /** normal | large | larger | largest (src/domain/theme.ts); null keeps the browser's own choice (ADR 039). */
    textSize: text("text_size"),
    accessibility: jsonb("accessibility")
      .$type<{ darkThemeEnabled: boolean; fontSizeEnabled: boolean; signLanguageEnabled: boolean }>()
      .notNull()
      .default({ darkThemeEnabled: false, fontSizeEnabled: false, signLanguageEnabled: false }),
    temporaryPassword: boolean("temporary_password").notNull().default(false),
    /** Carried by every access token (`ver`); a password change or reset bumps it, revoking older tokens. */
    tokenVersion: integer("token_version").notNull().default(0),
    /** "none" | "email" | "sms" */
    twoFactor: text("two_factor").notNull().default("none"),
    isOperator: boolean("is_operator").notNull().default(false),
    cpf: text("cpf"),
    cellphone: text("cellphone"),
    failedSignIns: smallint("failed_sign_ins").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("users_username").on(sql`lower(${table.username})`),
    uniqueIndex("users_email").on(sql`lower(${table.email})`),
    uniqueIndex("users_cpf").on(table.cpf),
  ],
);

/**
 * The features a role sees (spec §4 "assuming a role swaps theme and features"): the shell's menu and gating
 * come from the current role's features, not from every feature of the application.
 */
export const roleFeatures = pgTable(
  "role_features",
  {
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
    featureId: integer("feature_id")
      .notNull()
      .references(() => features.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.featureId] })],
);

/** One role a user holds in an application, at application, tenant or tenant+ies level. */
export const userRights = pgTable(
  "user_rights",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id),
    tenantId: integer("tenant_id").references(() => tenants.id),
    iesId: integer("ies_id").references(() => institutions.id),
  },
  (table) => [index("user_rights_user").on(table.userId)],
);

/** Spec §3 "Last access". */
export const lastAccess = pgTable("last_access", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  roleId: integer("role_id")
    .notNull()
    .references(() => roles.id),
  tenantId: integer("tenant_id").references(() => tenants.id),
  iesId: integer("ies_id").references(() => institutions.id),
  at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
});

/** Spec §3 "Person" (subscription service users). */
export const persons = pgTable(
  "persons",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    cpf: text("cpf").notNull().unique(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    cellphone: text("cellphone"),
    personAddress: jsonb("person_address").$type<Record<string, string>>(),
    integrateModuleId: integer("integrate_module_id"),
  },
  (table) => [index("persons_email").on(sql`lower(${table.email})`)],
);

/** The external customer system (linx-*) of spec §5/§7: customer type P and a fixed website id. */
export const customers = pgTable(
  "customers",
  {
    customerId: integer("customer_id").primaryKey(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    name: text("name").notNull(),
    cpf: text("cpf"),
    customerType: text("customer_type").notNull().default("P"),
    websiteId: integer("website_id").notNull().default(1),
  },
  (table) => [index("customers_email").on(sql`lower(${table.email})`)],
);

/** Localities the seed knows (CEP → city); the state comes from the official CEP ranges. */
export const postalCodes = pgTable("postal_codes", {
  postalCode: text("postal_code").primaryKey(),
  street: text("street"),
  neighborhood: text("neighborhood"),
  city: text("city").notNull(),
  state: text("state").notNull(),
});

/** A person's profile photo (PATCH me/photo, spec §7): the checked PNG or JPEG itself, served by uuid. */
export const userPhotos = pgTable("user_photos", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  contentType: text("content_type").notNull(),
  /** The image, base64 (portable text; photos are at most 1 MB). */
  data: text("data").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
