import { useEffect, useMemo } from "react";
import { I18nProvider, useTranslation } from "./i18n/react.ts";
import {
  isRouteErrorResponse,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/root";
import { readCookie } from "./domain/cookies.ts";
import { defaultLanguage } from "./domain/language.ts";
import { documentRequestHeader } from "./domain/document-request.ts";
import { requestLanguage } from "./routes/request-language.server.ts";
import {
  defaultTextSize,
  defaultTheme,
  isTextSize,
  isThemeName,
  textSizeCookieName,
  themeCookieName,
} from "./domain/theme.ts";
import { resourcesFor } from "./i18n/resources.server.ts";
import { paymentsDemo, vlibrasRoot } from "./services/config.server.ts";
import { createTranslator } from "./i18n/translator.ts";
import { AppStartProvider, reloadAfterChunkFailure } from "./machines/app-start/use-app-start.ts";
import { useIdlePrefetch } from "./routes/layouts/use-idle-prefetch.ts";
import { HandOffQuestionHost } from "./routes/layouts/hand-off-question.tsx";
import type { RootData } from "./routes/root-data.ts";
import { ErrorPageGuard, ErrorPageView } from "./views/errors/error-page.view.tsx";
import "./views/theme/global.styles.ts";
import {
  DocumentStyles,
  DocumentTranslations,
  StartScripts,
  useDocumentTranslations,
} from "./views/layout/document-assets.view.tsx";
import { DemoRibbon } from "./views/layout/demo-ribbon.view.tsx";
import { skipLink } from "./views/ui/ui.styles.ts";

export async function loader({ request }: Route.LoaderArgs): Promise<RootData> {
  const cookies = request.headers.get("cookie");
  // A signed-in person's languageId reaches these sources as the language cookie: the signed-in pages put the
  // account's preferences there (routes/layouts/use-apply-preferences.ts, ADR 036).
  const language = requestLanguage(request);
  const themeCookie = readCookie(cookies, themeCookieName);
  const theme = isThemeName(themeCookie) ? themeCookie : defaultTheme;
  const textSizeCookie = readCookie(cookies, textSizeCookieName);
  const textSize = isTextSize(textSizeCookie) ? textSizeCookie : defaultTextSize;
  return {
    language,
    theme,
    textSize,
    /** Where the sign-language avatar loads from (VLIBRAS_ROOT; the loader runs only when it is turned on). */
    vlibrasRoot: vlibrasRoot(),
    /** The payments sandbox runs: every page, error pages too, shows the demo ribbon (ADR 046). */
    paymentsDemo: paymentsDemo(),
    // A document carries its words in a script of its own (ADR 043); a data request (the root only revalidates
    // after a language or theme change) gets them here.
    ...(request.headers.has(documentRequestHeader) ? {} : { resources: resourcesFor(language) }),
    currentYear: new Date().getFullYear(),
  };
}

export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  // Language and theme only change through the preferences form; other navigations keep the root data.
  return formAction === "/preferencias" ? defaultShouldRevalidate : false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootData>("root");
  const language = data?.language ?? defaultLanguage;
  // A request that never ran the root loader (a POST to a page without an action answers 405) still gets the
  // words of the default language from the document.
  const translations = useDocumentTranslations(language);
  const resources = data?.resources ?? translations.resources;
  const i18n = useMemo(() => createTranslator(language, resources), [language, resources]);
  // Marks a live (hydrated) document, on every page including error pages; browser tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);

  return (
    <html
      lang={language}
      data-theme={data?.theme ?? defaultTheme}
      data-text-size={data?.textSize ?? defaultTextSize}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <meta name="theme-color" content="#3FB1B4" />
        <Meta />
        <DocumentStyles />
      </head>
      <body>
        <I18nProvider i18n={i18n}>
          <a href="#content" className={skipLink}>
            {i18n.t("common:skipToContent")}
          </a>
          {data?.paymentsDemo ? <DemoRibbon /> : null}
          {children}
        </I18nProvider>
        <DocumentTranslations json={translations.json} />
        <ScrollRestoration />
        <Scripts />
        <StartScripts />
      </body>
    </html>
  );
}

export default function App() {
  const location = useLocation();
  useIdlePrefetch(location.pathname);
  return (
    <AppStartProvider currentPath={`${location.pathname}${location.search}`}>
      <Outlet />
      <HandOffQuestionHost />
    </AppStartProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("errors");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  useEffect(() => reloadAfterChunkFailure(error), [error]);
  const fallback = t("fallback", { returnObjects: true }) as unknown as { message: string; link: string };
  return (
    <ErrorPageGuard fallback={fallback}>
      <ErrorPageView status={status} />
    </ErrorPageGuard>
  );
}
