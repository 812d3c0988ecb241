import { defaultOperationHostname, isOperationHost } from "../identity/sign-in-context.ts";

/**
 * Rules of the platform shell (spec §2 side menu and header, §4 application status, §6 gating and operation mode),
 * shared by the layout, the platform home and their tests.
 */

export interface ShellFeature {
  id: string;
  featureParentId: string | null;
  alias: string;
  description: string;
  icon: string | null;
  webRoute: string | null;
  endpoint: string | null;
  menuVisibility: boolean;
}

/** Spec §6: an element gated by one alias or a list shows when the application has any of them. */
export function hasFeature(aliases: Iterable<string>, wanted: string | readonly string[]): boolean {
  const held = new Set([...aliases].map((alias) => alias.toLowerCase()));
  const list = typeof wanted === "string" ? [wanted] : wanted;
  return list.some((alias) => held.has(alias.toLowerCase()));
}

/** The widgets of spec §6 and the feature alias that switches each on. */
export const widgetAliases = {
  notifications: "notifications",
  applicationStatus: "application-status",
  appBrowsing: "app-browsing",
} as const;

export interface MenuEntry {
  id: string;
  /** A translation key for the fixed entries, the feature's description otherwise. */
  label: string;
  translated: boolean;
  icon: string | null;
  /** A web route navigates in the app; an endpoint is a server address loaded as a document. */
  href: string | null;
  document: boolean;
  children: MenuEntry[];
}

/** Spec §2 side menu: the fixed entries, then features with menuVisibility, children under featureParentId. */
export function menuTree(fixed: readonly MenuEntry[], features: readonly ShellFeature[]): MenuEntry[] {
  const visible = features.filter((feature) => feature.menuVisibility);
  const ids = new Set(visible.map((feature) => feature.id));
  const entryOf = (feature: ShellFeature): MenuEntry => ({
    id: `feature-${feature.id}`,
    label: feature.description,
    translated: false,
    icon: feature.icon,
    href: feature.webRoute ?? feature.endpoint,
    document: feature.webRoute === null && feature.endpoint !== null,
    children: visible.filter((child) => child.featureParentId === feature.id).map(entryOf),
  });
  const roots = visible.filter(
    (feature) => feature.featureParentId === null || !ids.has(feature.featureParentId),
  );
  return [...fixed, ...roots.map(entryOf)];
}

const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();

/** The menu's filter box: case- and accent-insensitive; a parent stays when it or a child matches. */
export function filterMenu(
  entries: readonly MenuEntry[],
  text: string,
  labelOf: (entry: MenuEntry) => string,
): MenuEntry[] {
  const wanted = fold(text);
  if (wanted === "") return [...entries];
  return entries.flatMap((entry) => {
    if (fold(labelOf(entry)).includes(wanted)) return [entry];
    const children = filterMenu(entry.children, text, labelOf);
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}

/** Spec §6: operation mode on the operation host, or when the current role has no tenant. */
export function isOperationMode(options: {
  hostname: string;
  operationHostname?: string;
  currentRole: { tenant: unknown } | null;
}): boolean {
  if (isOperationHost(options.hostname, options.operationHostname ?? defaultOperationHostname)) return true;
  return options.currentRole !== null && options.currentRole.tenant === null;
}

/** Spec §6: switching applications needs the setting on, not operation mode, and other applications. */
export function canSwitchApplications(options: {
  enabled: boolean;
  operation: boolean;
  impersonating: boolean;
  others: number;
}) {
  return options.enabled && !options.operation && !options.impersonating && options.others > 0;
}

export type ApplicationHealth = "healthy" | "degraded" | "unhealthy";

/** Spec §3: healthy = Operational, degraded = Unstable, unhealthy = Not operational (i18n keys). */
export const statusLabelKey: Record<ApplicationHealth, string> = {
  healthy: "status.operational",
  degraded: "status.unstable",
  unhealthy: "status.notOperational",
};

/** Spec §4: the status dialog's search filters by name, case-insensitively. */
export function filterByName<T extends { name: string }>(items: readonly T[], text: string): T[] {
  const wanted = text.trim().toLowerCase();
  return wanted === "" ? [...items] : items.filter((item) => item.name.toLowerCase().includes(wanted));
}
