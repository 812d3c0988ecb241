import { Outlet, useRouteLoaderData } from "react-router";
import { defaultLanguage } from "../../domain/language.ts";
import { defaultTheme } from "../../domain/theme.ts";
import type { RootData } from "../../root.tsx";
import { MarketplaceLayoutView } from "../../views/layout/marketplace-layout.view.tsx";

export default function MarketplaceLayout() {
  const root = useRouteLoaderData<RootData>("root");
  return (
    <MarketplaceLayoutView
      language={root?.language ?? defaultLanguage}
      theme={root?.theme ?? defaultTheme}
      currentYear={root?.currentYear ?? new Date().getFullYear()}
    >
      <Outlet />
    </MarketplaceLayoutView>
  );
}
