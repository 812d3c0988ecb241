import { createRoot, type Root } from "react-dom/client";
import { matchLanguage, defaultLanguage, type Language } from "../domain/language.ts";
import { I18nProvider } from "../i18n/react.ts";
import { createTranslator } from "../i18n/translator.ts";
import en from "../i18n/locales/en/portal.json";
import es from "../i18n/locales/es/portal.json";
import ptBR from "../i18n/locales/pt-BR/portal.json";
import { idleCoursePortal } from "../machines/course-portal/course-portal.connect.ts";
import { useCertificateDownload } from "../machines/course-exam/use-certificate-download.ts";
import { useCourseExam } from "../machines/course-exam/use-course-exam.ts";
import { useCoursePortal } from "../machines/course-portal/use-course-portal.ts";
import { subscriptionOf } from "./portal-address.ts";
import { CoursePortalView } from "../views/course-portal/course-portal.view.tsx";
import { ExamPanelView } from "../views/course-portal/exam-panel.view.tsx";
import { coursePortalCss } from "../views/course-portal/course-portal.sheet.ts";

const texts: Record<Language, Record<string, unknown>> = { "pt-BR": ptBR, en, es };

/** The certificate exam and, once passed, the certificate's download. */
function Exam({ subscriptionId, language }: { subscriptionId: number; language: Language }) {
  const api = useCourseExam(subscriptionId, language);
  const certificate = useCertificateDownload(subscriptionId, language, api.exam?.certificateCode ?? null);
  return <ExamPanelView api={api} certificate={certificate} />;
}

function Portal({ subscriptionId, language }: { subscriptionId: number; language: Language }) {
  const portal = useCoursePortal(subscriptionId, language);
  // Read again whenever the course's progress moves: a lesson done may open the exam (75 % of the modules).
  const exam = (
    <Exam key={portal.course?.progress ?? -1} subscriptionId={subscriptionId} language={language} />
  );
  return <CoursePortalView portal={portal} exam={exam} />;
}

/** No course named in the address: the way to My Courses. */
const noCourse = {
  ...idleCoursePortal(() => undefined),
  phase: "failed",
  failure: { kind: "noCourse" },
} as const;

/**
 * <sabia-course-portal>: the student portal (issue 32), an application's web component hosted by the shell at
 * /wc/sabia-portal/sabia-course-portal?curso={subscriptionId} (ADR 093). React renders inside its shadow root, in
 * the page's language (<html lang>, followed when it changes); the calls carry the session the shell stored (the
 * hand-off code exchanged on arrival, or the person's own sign-in).
 */
class SabiaCoursePortal extends HTMLElement {
  #root: Root | null = null;
  #watch: MutationObserver | null = null;

  connectedCallback() {
    const shadow = this.shadowRoot ?? this.attachShadow({ mode: "open" });
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(coursePortalCss);
    shadow.adoptedStyleSheets = [sheet];
    const mount = document.createElement("div");
    shadow.replaceChildren(mount);
    this.#root = createRoot(mount);
    this.#render();
    this.#watch = new MutationObserver(() => this.#render());
    this.#watch.observe(document.documentElement, { attributes: true, attributeFilter: ["lang"] });
  }

  disconnectedCallback() {
    this.#watch?.disconnect();
    this.#root?.unmount();
    this.#root = null;
  }

  #render() {
    const language = matchLanguage(document.documentElement.lang) ?? defaultLanguage;
    const i18n = createTranslator(language, { portal: texts[language] }, "portal");
    const subscriptionId = subscriptionOf(window.location.search);
    this.#root?.render(
      <I18nProvider i18n={i18n}>
        {subscriptionId === null ? (
          <CoursePortalView portal={noCourse} />
        ) : (
          <Portal key={subscriptionId} subscriptionId={subscriptionId} language={language} />
        )}
      </I18nProvider>,
    );
  }
}

if (!customElements.get("sabia-course-portal"))
  customElements.define("sabia-course-portal", SabiaCoursePortal);
