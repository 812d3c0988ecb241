import { Outlet } from "react-router";
import { FullscreenLayoutView } from "#src/views/layout/frame-layouts.view.tsx";

/**
 * Anonymous layout of spec §2: the content alone, edge to edge. No page uses it yet (routes.ts gives it no
 * children, so it matches no address); hand-offs (`?tokenId=`) and SSO returns land on ordinary pages.
 */
export default function AnonymousLayout() {
  return (
    <FullscreenLayoutView>
      <Outlet />
    </FullscreenLayoutView>
  );
}
