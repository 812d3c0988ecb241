import { Outlet, useLoaderData } from "react-router";
import { safeAsset } from "#src/domain/safe-asset.ts";
import { useRootData } from "../root-data.ts";
import { tenantThemeProperties } from "#src/views/theme/tenant-theme.ts";
import type { Route } from "./+types/auth.layout";
import { useAnonymousOnly } from "#src/machines/sign-in/use-anonymous-only.ts";
import { AuthLayoutView } from "#src/views/layout/frame-layouts.view.tsx";
import { loadSignInContext } from "../auth/sign-in-context.server.ts";

/** The host's sign-in context (spec §6 operation mode, §3 tenant settings), read once on the server. */
export async function loader({ request }: Route.LoaderArgs) {
  return { signInContext: await loadSignInContext(request) };
}

export function shouldRevalidate() {
  // The host does not change between the auth pages.
  return false;
}

/** Auth layout (spec §2): login image beside the page; anonymous only — a signed-in visitor goes to "/", keeping the query. */
export default function AuthLayout() {
  useAnonymousOnly();
  const { signInContext } = useLoaderData<typeof loader>();
  const { theme } = useRootData();
  // A tenant's own host: its logo, name and colours, rendered by the server (no flash of Sabiá's), spec §3.
  const brand = signInContext.brand;
  const dark = theme === "dark" || theme === "contrast-dark";
  const logo = brand ? safeAsset(dark ? (brand.darkLogo ?? brand.logo) : brand.logo) : null;
  return (
    <AuthLayoutView
      loginImage={signInContext.loginPageImage}
      brand={brand && logo ? { name: brand.name, logo } : null}
      colors={brand ? tenantThemeProperties(brand, theme) : null}
    >
      <Outlet />
    </AuthLayoutView>
  );
}
