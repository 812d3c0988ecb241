import { Component, type ErrorInfo, type ReactNode } from "react";
import { useTranslation } from "#src/i18n/react.ts";
import { Link } from "react-router";
import { Logo } from "../ui/logo.view.tsx";
import { buttonPrimary, centeredPage } from "../ui/ui.styles.ts";
import { errorCode, errorMessage } from "./error-page.styles.ts";

interface ErrorPageProps {
  status: number;
}

/**
 * Which §8 message an error status gets: 404 not found; 503 (the API says it is unavailable) "we are down";
 * 502 (the API gave no answer) "error connecting to server"; anything else, a loader timeout (504) among them,
 * "we had a problem, please wait a few moments and try again".
 */
export const errorPageKind = (status: number) =>
  status === 404 ? "notFound" : status === 503 ? "down" : status === 502 ? "unreachable" : "server";

/** Error page of spec §2: distinct title and message for 404 and for other errors, never indexed, a way home. */
export function ErrorPageView({ status }: ErrorPageProps) {
  const { t } = useTranslation("errors");
  const kind = errorPageKind(status);
  const title = t(`${kind}.title`);
  return (
    <main id="content" className={centeredPage} tabIndex={-1}>
      <title>{`${title} — ${t("common:appName")}`}</title>
      <meta name="robots" content="noindex,nofollow" />
      <Logo />
      <p className={errorCode} aria-hidden="true">
        {status}
      </p>
      <h1>{title}</h1>
      <p className={errorMessage}>{t(`${kind}.message`)}</p>
      <Link to="/" className={buttonPrimary}>
        {t("goHome")}
      </Link>
    </main>
  );
}

interface FallbackStrings {
  message: string;
  link: string;
}

interface ErrorPageGuardProps {
  /** Plain strings (read straight from the locale file) so the fallback needs no i18n runtime. */
  fallback: FallbackStrings;
  children: ReactNode;
}

/** If the error page itself fails, show a generic message with a plain link home (spec §2 "Error page"). */
export class ErrorPageGuard extends Component<ErrorPageGuardProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("error page failed", error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main id="content" className={centeredPage}>
        <meta name="robots" content="noindex,nofollow" />
        <p>{this.props.fallback.message}</p>
        <a href="/">{this.props.fallback.link}</a>
      </main>
    );
  }
}
