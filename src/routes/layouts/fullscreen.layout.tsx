import { Outlet } from "react-router";
import { FullscreenLayoutView } from "../../views/layout/frame-layouts.view.tsx";

export default function FullscreenLayout() {
  return (
    <FullscreenLayoutView>
      <Outlet />
    </FullscreenLayoutView>
  );
}
