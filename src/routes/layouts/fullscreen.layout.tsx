import { Outlet } from "react-router";
import { FullscreenLayoutView } from "#src/views/layout/frame-layouts.view.tsx";

/**
 * Fullscreen layout of spec §2: the content alone, edge to edge. No page uses it yet (routes.ts gives it no
 * children, so it matches no address).
 */
export default function FullscreenLayout() {
  return (
    <FullscreenLayoutView>
      <Outlet />
    </FullscreenLayoutView>
  );
}
