import { Outlet } from "react-router";
import { AuthLayoutView } from "../../views/layout/frame-layouts.view.tsx";

/** Auth layout (anonymous only). The identity issue adds its pages and the signed-in → "/" redirect. */
export default function AuthLayout() {
  return (
    <AuthLayoutView>
      <Outlet />
    </AuthLayoutView>
  );
}
