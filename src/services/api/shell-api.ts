import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api";
import { NotFound, ServiceUnavailable } from "./api-errors.ts";
import { Unauthorized } from "./session-api.ts";
import { Authorization } from "./authorization.ts";

const Alias = Schema.String.pipe(Schema.check(Schema.isPattern(/^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/)));
/** A custom element name: lower case, starts with a letter, holds a hyphen (HTML "valid custom element name"). */
export const WebComponentTag = Schema.String.pipe(
  Schema.check(Schema.isPattern(/^[a-z][a-z0-9]*-[a-z0-9-]{1,60}$/)),
);

/** Spec §3 "Application status item": healthy = Operational, degraded = Unstable, unhealthy = Not operational. */
export const ApplicationStatusItem = Schema.Struct({
  alias: Schema.String,
  name: Schema.String,
  status: Schema.Literals(["healthy", "degraded", "unhealthy"]),
  url: Schema.String,
});
export type ApplicationStatusItem = typeof ApplicationStatusItem.Type;

/** Spec §3 "Feature (menu)" plus the alias that gates elements (spec §6). */
export const Feature = Schema.Struct({
  id: Schema.String,
  featureParentId: Schema.NullOr(Schema.String),
  alias: Schema.String,
  description: Schema.String,
  icon: Schema.NullOr(Schema.String),
  webRoute: Schema.NullOr(Schema.String),
  endpoint: Schema.NullOr(Schema.String),
  menuVisibility: Schema.Boolean,
});
export type Feature = typeof Feature.Type;

/** The colours, logos and favicon a tenant's role brings to the platform (spec §4: a role swaps the theme). */
export const TenantTheme = Schema.Struct({
  primaryColor: Schema.String,
  accentColor: Schema.String,
  secondaryColor: Schema.String,
  logo: Schema.NullOr(Schema.String),
  darkLogo: Schema.NullOr(Schema.String),
  favicon: Schema.NullOr(Schema.String),
});
export type TenantTheme = typeof TenantTheme.Type;

/** What the platform shell of one application needs for the signed-in person (menu, gating, switcher). */
export const Workspace = Schema.Struct({
  application: Schema.Struct({
    alias: Schema.String,
    name: Schema.String,
    isOperation: Schema.Boolean,
    menuSearchEnabled: Schema.Boolean,
  }),
  /** The current role's tenant and its theme (spec §3 tenant settings theme); null for a role without a tenant. */
  tenant: Schema.NullOr(
    Schema.Struct({
      alias: Schema.String,
      name: Schema.String,
      theme: TenantTheme,
    }),
  ),
  /** The current role's features: aliases gate elements and widgets, menuVisibility ones fill the menu. */
  features: Schema.Array(Feature),
  /** Spec §3 user availableApplications: the other applications this person holds a role in. */
  availableApplications: Schema.Array(
    Schema.Struct({
      alias: Schema.String,
      name: Schema.String,
      logo: Schema.NullOr(Schema.String),
      isOperation: Schema.Boolean,
      /** Spec §3 application independentTabsEnabled: its pages keep a token per tab. */
      independentTabsEnabled: Schema.Boolean,
    }),
  ),
});
export type Workspace = typeof Workspace.Type;

/** A web component an application registers, hosted at /wc/{app}/{tag}. */
export const WebComponent = Schema.Struct({
  application: Schema.String,
  applicationName: Schema.String,
  tag: Schema.String,
  title: Schema.String,
  scriptUrl: Schema.String,
});
export type WebComponent = typeof WebComponent.Type;

const errors = [Unauthorized, NotFound, ServiceUnavailable] as const;

/** Spec §7 "Application and status" (mounted under /api/settings). */
export const ShellGroup = HttpApiGroup.make("shell")
  .add(
    HttpApiEndpoint.get("applicationStatus", "/applications", {
      success: Schema.Array(ApplicationStatusItem),
      error: errors,
    }).middleware(Authorization),
  )
  .add(
    HttpApiEndpoint.get("workspace", "/applications/:app/workspace", {
      params: { app: Alias },
      success: Workspace,
      error: errors,
    }).middleware(Authorization),
  )
  .add(
    HttpApiEndpoint.get("webComponent", "/applications/:app/web-components/:tag", {
      params: { app: Alias, tag: WebComponentTag },
      success: WebComponent,
      error: errors,
    }),
  )
  .prefix("/settings");
