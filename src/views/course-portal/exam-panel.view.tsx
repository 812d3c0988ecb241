import { useTranslation } from "#src/i18n/react.ts";
import type { CourseExamApi } from "#src/machines/course-exam/course-exam.connect.ts";
import type { CourseExam } from "#src/machines/course-exam/course-exam.types.ts";
import { formatDay } from "./portal-dates.ts";

export interface CertificateActions {
  download(): void;
  downloading: boolean;
  failed: boolean;
}

/** The certificate, once issued: its PDF and its public verification page. */
function CertificateView({ code, certificate }: { code: string; certificate: CertificateActions }) {
  const { t } = useTranslation("portal");
  return (
    <div className="certificate">
      <p>{t("exam.certificate.issued", { code })}</p>
      <p className="actions">
        <button
          type="button"
          className="primary"
          onClick={certificate.download}
          disabled={certificate.downloading}
        >
          {t(certificate.downloading ? "exam.certificate.downloading" : "exam.certificate.download")}
        </button>
        <a href={`/certificado/${code}`}>{t("exam.certificate.verify")}</a>
      </p>
      {certificate.failed && <p role="alert">{t("exam.certificate.failed")}</p>}
    </div>
  );
}

/** Why the exam is closed now (spec §9: 75 % of the modules; ADR 091: attempts and the wait). */
function closedText(
  exam: CourseExam,
  t: (key: string, values?: Record<string, unknown>) => string,
  language: string,
) {
  switch (exam.closedReason) {
    case "modules":
      return t("exam.closed.modules", { opensAt: exam.opensAt, progress: exam.moduleProgress });
    case "waiting":
      return t("exam.closed.waiting", {
        date: exam.nextAttemptAt ? formatDay(exam.nextAttemptAt, language) : "",
      });
    case "passed":
      return t("exam.closed.passed", { score: exam.lastScore ?? 0 });
    default:
      return t("exam.closed.access");
  }
}

/** The exam's questions, one radio group each; the server grades what is sent. */
function QuestionsView({ exam, api }: { exam: CourseExam; api: CourseExamApi }) {
  const { t } = useTranslation("portal");
  const grading = api.phase === "grading";
  return (
    <form
      className="exam-form"
      onSubmit={(event) => {
        event.preventDefault();
        api.submit();
      }}
    >
      <p>
        {t("exam.intro", {
          count: exam.questions.length,
          passing: exam.passingScore,
          left: exam.attemptsLeft,
        })}
      </p>
      <ol className="questions">
        {exam.questions.map((question, index) => (
          <li key={question.id}>
            <fieldset>
              <legend>
                {t("exam.question", { number: index + 1 })} {question.prompt}
              </legend>
              {question.options.map((option) => (
                <label key={option.id} className="option">
                  <input
                    type="radio"
                    name={`question-${question.id}`}
                    value={option.id}
                    checked={api.answers[question.id] === option.id}
                    disabled={grading}
                    onChange={() => api.choose(question.id, option.id)}
                  />{" "}
                  {option.text}
                </label>
              ))}
            </fieldset>
          </li>
        ))}
      </ol>
      {api.incomplete && <p role="alert">{t("exam.incomplete")}</p>}
      {api.failure?.kind === "closed" && <p role="alert">{t("exam.closedMeanwhile")}</p>}
      {api.failure && api.failure.kind !== "closed" && <p role="alert">{t("exam.sendFailed")}</p>}
      <button type="submit" className="primary" disabled={grading}>
        {t(grading ? "exam.grading" : "exam.submit")}
      </button>
    </form>
  );
}

/**
 * The certificate exam below the course (issue 32): why it is closed, or its questions; the result of an attempt;
 * the certificate once passed.
 */
export function ExamPanelView({ api, certificate }: { api: CourseExamApi; certificate: CertificateActions }) {
  const { t, i18n } = useTranslation("portal");
  const { exam, result } = api;
  return (
    <section className="exam notice" aria-labelledby="portal-exam">
      <h3 id="portal-exam">{t("exam.title")}</h3>
      {api.phase === "loading" && <p role="status">{t("exam.loading")}</p>}
      {api.phase === "failed" && (
        <div role="alert">
          <p>{t("exam.loadFailed")}</p>
          <button type="button" className="primary" onClick={api.retry}>
            {t("exam.retry")}
          </button>
        </div>
      )}
      {api.phase === "graded" && result && (
        <div role="status">
          <p className="exam-result">
            {t(result.passed ? "exam.result.passed" : "exam.result.failed", {
              score: result.score,
              right: result.right,
              total: result.total,
              passing: exam?.passingScore ?? 60,
              left: result.attemptsLeft,
            })}
          </p>
          <button type="button" className="primary" onClick={api.continue}>
            {t("exam.continue")}
          </button>
        </div>
      )}
      {(api.phase === "ready" || api.phase === "grading") && exam && (
        <>
          {exam.open ? <QuestionsView exam={exam} api={api} /> : <p>{closedText(exam, t, i18n.language)}</p>}
          {exam.certificateCode && <CertificateView code={exam.certificateCode} certificate={certificate} />}
        </>
      )}
    </section>
  );
}
