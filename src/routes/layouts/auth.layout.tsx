import { Outlet } from "react-router";
import { useAnonymousOnly } from "../../machines/sign-in/use-anonymous-only.ts";
import { AuthLayoutView } from "../../views/layout/frame-layouts.view.tsx";

/** Auth layout (spec §2): login image beside the page; anonymous only — a signed-in visitor goes to "/", keeping the query. */
export default function AuthLayout() {
  useAnonymousOnly();
  return (
    <AuthLayoutView>
      <Outlet />
    </AuthLayoutView>
  );
}
