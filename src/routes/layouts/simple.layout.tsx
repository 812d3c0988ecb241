import { Outlet } from "react-router";
import { SimpleLayoutView } from "#src/views/layout/frame-layouts.view.tsx";

export default function SimpleLayout() {
  return (
    <SimpleLayoutView>
      <Outlet />
    </SimpleLayoutView>
  );
}
