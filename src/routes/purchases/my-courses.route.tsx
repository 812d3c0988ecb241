import { useCallback } from "react";
import { useTranslation } from "#src/i18n/react.ts";
import { useBrowserLoad } from "#src/machines/purchases/use-browser-load.ts";
import { useRootData } from "../root-data.ts";
import { LoadState } from "#src/views/purchases/load-state.view.tsx";
import { MyCoursesView } from "#src/views/purchases/my-courses.view.tsx";
import { purchasesPage } from "#src/views/purchases/purchases.styles.ts";
import { container } from "#src/views/ui/ui.styles.ts";

/** /meus-cursos (spec §2; /my-courses and /mis-cursos redirect here): courses in progress and expired. */
export default function MyCoursesRoute() {
  const { t } = useTranslation("purchases");
  const { language } = useRootData();
  const load = useCallback(
    () =>
      import("#src/machines/purchases/purchases.runtime.ts").then(({ loadMyCourses }) =>
        loadMyCourses(language),
      ),
    [language],
  );
  const { result, retry } = useBrowserLoad("all", load);
  return (
    <>
      <title>{`${t("myCourses.title")} — ${t("common:appName")}`}</title>
      <meta name="robots" content="noindex,nofollow" />
      <div className={container}>
        <div className={purchasesPage}>
          <h1>{t("myCourses.title")}</h1>
          <LoadState
            result={result}
            retry={retry}
            signInPath={`/signin/${encodeURIComponent("/meus-cursos")}`}
          >
            {(courses) => <MyCoursesView courses={courses} />}
          </LoadState>
        </div>
      </div>
    </>
  );
}
