import { Outlet } from "react-router";
import { FullscreenLayoutView } from "../../views/layout/frame-layouts.view.tsx";

/** Anonymous layout: bare content for pages a visitor reaches without any session (hand-off, SSO returns). */
export default function AnonymousLayout() {
  return (
    <FullscreenLayoutView>
      <Outlet />
    </FullscreenLayoutView>
  );
}
