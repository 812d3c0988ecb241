import { Outlet } from "react-router";
import { PlatformLayoutView } from "../../views/layout/frame-layouts.view.tsx";

/** Default platform layout; header widgets and the side menu arrive with the session and shell issues. */
export default function PlatformLayout() {
  return (
    <PlatformLayoutView>
      <Outlet />
    </PlatformLayoutView>
  );
}
