import { useRef, useState, type KeyboardEvent } from "react";
import { Link } from "react-router";
import { portalCoursePath } from "#src/domain/portal/portal-path.ts";
import { examUnlockProgress } from "#src/domain/purchases/certificate.ts";
import type { Language } from "#src/domain/language.ts";
import { useTranslation } from "#src/i18n/react.ts";
import type { MyCourseView as MyCourse } from "#src/machines/purchases/purchases-view-model.ts";
import { formatDate } from "./my-purchases.view.tsx";
import { cardList, progressBar, purchaseCard, tabList } from "./purchases.styles.ts";

const tabs = ["inProgress", "expired"] as const;
type Tab = (typeof tabs)[number];

/** My Courses (spec §2): in progress and expired, as tabs (WAI-ARIA tabs: arrows move between them). */
export function MyCoursesView({ courses }: { courses: readonly MyCourse[] }) {
  const { t, i18n } = useTranslation("purchases");
  const language = i18n.language as Language;
  const [tab, setTab] = useState<Tab>("inProgress");
  const buttons = useRef<Record<Tab, HTMLButtonElement | null>>({ inProgress: null, expired: null });
  const shown = courses.filter((course) => (tab === "expired") === course.expired);
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    const next = tabs[(tabs.indexOf(tab) + 1) % tabs.length]!;
    setTab(next);
    buttons.current[next]?.focus();
  };
  return (
    <>
      <div role="tablist" aria-label={t("myCourses.tabs")} className={tabList} onKeyDown={onKey}>
        {tabs.map((name) => (
          <button
            key={name}
            ref={(element) => {
              buttons.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`my-courses-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="my-courses-panel"
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
          >
            {t(`myCourses.${name}`)} (
            {courses.filter((course) => (name === "expired") === course.expired).length})
          </button>
        ))}
      </div>
      <div role="tabpanel" id="my-courses-panel" aria-labelledby={`my-courses-tab-${tab}`}>
        {shown.length === 0 ? (
          <p>{t(tab === "expired" ? "myCourses.emptyExpired" : "myCourses.emptyInProgress")}</p>
        ) : (
          <ul className={cardList}>
            {shown.map((item) => (
              <li key={item.subscriptionId} className={purchaseCard}>
                <img src={item.course.imageUrl} alt="" width={120} height={68} />
                <div>
                  <h2 id={`my-course-${item.subscriptionId}`}>
                    <Link to={`/curso/${item.course.friendlyUrl}`}>{item.course.name}</Link>
                  </h2>
                  <p>
                    <Link
                      to={portalCoursePath(item.subscriptionId)}
                      aria-describedby={`my-course-${item.subscriptionId}`}
                    >
                      {t("myCourses.access")}
                    </Link>
                  </p>
                  {item.course.institution && <p>{item.course.institution}</p>}
                  {item.accessEnd && (
                    <p>
                      {t(item.expired ? "myCourses.accessEnded" : "myCourses.accessUntil", {
                        date: formatDate(item.accessEnd, language),
                      })}
                    </p>
                  )}
                  <label>
                    {t("myCourses.progress", { percent: item.progress })}
                    <br />
                    <progress className={progressBar} max={100} value={item.progress} />
                  </label>
                  <p>
                    {t(`certificate.${item.certificate.kind}`, {
                      missing: Math.max(0, examUnlockProgress - item.certificate.progress),
                      average: item.certificate.examAverage ?? 0,
                      date: item.certificate.issuedOn ? formatDate(item.certificate.issuedOn, language) : "",
                    })}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
