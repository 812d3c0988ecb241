import { useEffect } from "react";
import { safeAsset } from "#src/domain/safe-asset.ts";
import { useRootData } from "../root-data.ts";
import type { Workspace } from "#src/services/api/shell-api.ts";
import { tenantThemeProperties } from "#src/views/theme/tenant-theme.ts";

/**
 * Applies the current role's tenant theme to the platform (spec §3 tenant settings theme; §4 a role switch swaps
 * the theme): its colours as CSS custom properties on <html> where the page theme allows them (never in the
 * high-contrast themes), its favicon, and it gives the header logo (the dark logo in the dark themes). Undone
 * when the role, the tenant or the page theme changes, and when the platform frame leaves.
 */
export function useTenantTheme(tenant: Workspace["tenant"] | undefined) {
  const { theme } = useRootData();
  const colors = tenant?.theme;
  const primaryColor = colors?.primaryColor;
  const accentColor = colors?.accentColor;
  const secondaryColor = colors?.secondaryColor;
  const favicon = safeAsset(colors?.favicon ?? null);

  useEffect(() => {
    if (primaryColor === undefined || accentColor === undefined || secondaryColor === undefined) return;
    const root = document.documentElement.style;
    const properties = tenantThemeProperties({ primaryColor, accentColor, secondaryColor }, theme);
    for (const [name, value] of Object.entries(properties)) root.setProperty(name, value);
    return () => {
      for (const name of Object.keys(properties)) root.removeProperty(name);
    };
  }, [primaryColor, accentColor, secondaryColor, theme]);

  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!favicon || !link) return;
    const previous = { href: link.getAttribute("href"), type: link.getAttribute("type") };
    link.href = favicon;
    link.removeAttribute("type");
    return () => {
      if (previous.href) link.setAttribute("href", previous.href);
      if (previous.type) link.setAttribute("type", previous.type);
    };
  }, [favicon]);

  if (!tenant) return null;
  const dark = theme === "dark" || theme === "contrast-dark";
  const logo = safeAsset(dark ? (tenant.theme.darkLogo ?? tenant.theme.logo) : tenant.theme.logo);
  return logo ? { name: tenant.name, logo } : null;
}
