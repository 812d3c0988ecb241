import { Outlet } from "react-router";
import { useRootData } from "../../root.tsx";
import { MarketplaceLayoutView } from "../../views/layout/marketplace-layout.view.tsx";

export default function MarketplaceLayout() {
  const { language, theme, currentYear } = useRootData();
  return (
    <MarketplaceLayoutView language={language} theme={theme} currentYear={currentYear}>
      <Outlet />
    </MarketplaceLayoutView>
  );
}
