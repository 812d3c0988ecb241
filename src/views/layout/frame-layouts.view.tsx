import type { ReactNode } from "react";
import { useTranslation } from "#src/i18n/react.ts";
import { platformHomePath } from "#src/domain/session/platform-paths.ts";
import { Logo, type LogoBrand } from "../ui/logo.view.tsx";
import {
  authContent,
  authGrid,
  authImage,
  fullscreen,
  page,
  simpleHeader,
  simpleMain,
} from "./layout.styles.ts";
import {
  platformHeader,
  platformBody,
  platformHeaderActions,
  platformHeaderStart,
  platformMain,
} from "./platform-layout.styles.ts";

interface FrameProps {
  children: ReactNode;
}

/** A same-site path or an absolute http(s) address, quoted for CSS `url()`; anything else draws no image. */
const cssImage = (url: string | null | undefined) =>
  url && (/^\/[^/\\]/.test(url) || /^https?:\/\//i.test(url)) ? `url(${JSON.stringify(url)})` : undefined;

/** Auth layout of spec §2: the login image beside the form. Only anonymous users reach it (the route guards). */
export function AuthLayoutView({
  children,
  loginImage = null,
  brand = null,
  colors = null,
}: FrameProps & {
  loginImage?: string | null;
  /** A tenant's own host: its logo and name instead of Sabiá's wordmark (spec §3). */
  brand?: LogoBrand | null;
  /** Its colours, as the theme's custom properties (none in the high-contrast themes). */
  colors?: Record<string, string> | null;
}) {
  const image = cssImage(loginImage);
  return (
    <div className={authGrid} style={colors ?? undefined}>
      <div
        className={authImage}
        role="presentation"
        style={
          image
            ? { backgroundImage: image, backgroundSize: "cover", backgroundPosition: "center" }
            : undefined
        }
      />
      <main id="content" className={authContent} tabIndex={-1}>
        <Logo brand={brand} />
        {children}
      </main>
    </div>
  );
}

/** Simple layout: a centred logo above the content. */
export function SimpleLayoutView({ children }: FrameProps) {
  return (
    <div className={page}>
      <header className={simpleHeader}>
        <Logo />
      </header>
      <main id="content" className={simpleMain} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}

interface PlatformLayoutProps extends FrameProps {
  /** The menu button, before the logo (loaded after hydration with the rest of the chrome). */
  menuButton?: ReactNode;
  /** Header widgets: application status, application switcher, notifications, avatar menu. */
  headerActions?: ReactNode;
  /** The side menu beside the content (or its drawer). */
  sideMenu?: ReactNode;
  /** The current role's tenant logo and name (tenant theme), else the Sabiá wordmark. */
  brand?: LogoBrand | null;
}

/** Default platform layout (spec §2): header with menu button, logo and actions; side menu and content below. */
export function PlatformLayoutView({
  children,
  menuButton,
  headerActions,
  sideMenu,
  brand,
}: PlatformLayoutProps) {
  const { t } = useTranslation("common");
  return (
    <div className={page}>
      <header className={platformHeader} aria-label={t("siteHeader")}>
        <div className={platformHeaderStart}>
          {menuButton}
          <Logo to={platformHomePath} brand={brand} />
        </div>
        <div className={platformHeaderActions}>{headerActions}</div>
      </header>
      <div className={platformBody}>
        {sideMenu}
        <main id="content" className={platformMain} tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}

/** Fullscreen and anonymous layouts: the content alone, edge to edge. */
export function FullscreenLayoutView({ children }: FrameProps) {
  return (
    <main id="content" className={fullscreen} tabIndex={-1}>
      {children}
    </main>
  );
}
