import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/react.ts";
import { Logo } from "../ui/logo.view.tsx";
import {
  authContent,
  authGrid,
  authImage,
  fullscreen,
  main,
  page,
  platformHeader,
  platformHeaderActions,
  simpleHeader,
  simpleMain,
} from "./layout.styles.ts";

interface FrameProps {
  children: ReactNode;
}

/** A same-site path or an absolute http(s) address, quoted for CSS `url()`; anything else draws no image. */
const cssImage = (url: string | null | undefined) =>
  url && (/^\/[^/\\]/.test(url) || /^https?:\/\//i.test(url)) ? `url(${JSON.stringify(url)})` : undefined;

/** Auth layout of spec §2: the login image beside the form. Only anonymous users reach it (the route guards). */
export function AuthLayoutView({ children, loginImage = null }: FrameProps & { loginImage?: string | null }) {
  const image = cssImage(loginImage);
  return (
    <div className={authGrid}>
      <div className={authImage} role="presentation" style={image ? { backgroundImage: image, backgroundSize: "cover", backgroundPosition: "center" } : undefined} />
      <main id="content" className={authContent} tabIndex={-1}>
        <Logo />
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
  /** Header widgets (notifications, application status, avatar menu) come from the platform-shell issues. */
  headerActions?: ReactNode;
}

/** Default platform layout: header with logo and actions, then the content. */
export function PlatformLayoutView({ children, headerActions }: PlatformLayoutProps) {
  const { t } = useTranslation("common");
  return (
    <div className={page}>
      <header className={platformHeader} aria-label={t("siteHeader")}>
        <Logo />
        <div className={platformHeaderActions}>{headerActions}</div>
      </header>
      <main id="content" className={main} tabIndex={-1}>
        {children}
      </main>
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
