import { Effect } from "effect";
import type { Route } from "./+types/free-lesson.route";
import { coursePath } from "../domain/catalog/catalog-types.ts";
import { summary } from "../domain/catalog/lesson.ts";
import { absoluteUrl } from "../domain/seo.ts";
import { useTranslation } from "../i18n/react.ts";
import { Catalogue } from "../services/catalog/catalog.service.ts";
import { loadFromCatalogue, requireFriendlyUrls } from "./catalogue.server.ts";
import { siteUrl } from "./site-url.server.ts";
import { FreeLessonView } from "../views/course/free-lesson.view.tsx";
import { PageMeta } from "../views/layout/page-meta.view.tsx";
import { publicPageHeaders } from "./public-page-headers.ts";

/** Shared caching for anonymous visitors (ADR 034). */
export const headers = publicPageHeaders;

/** /curso/{slug}/aula-gratuita: the course's free first lesson; 404 when the course is unknown, inactive or has none. */
export async function loader({ request, params }: Route.LoaderArgs) {
  requireFriendlyUrls(params.slug);
  const free = await loadFromCatalogue(
    request,
    Effect.flatMap(Catalogue, (c) => c.freeLesson({ query: { friendlyUrl: params.slug } })),
  );
  return {
    lesson: {
      courseName: free.courseName,
      courseFriendlyUrl: free.courseFriendlyUrl,
      moduleTitle: free.moduleTitle,
      title: free.lesson.title,
      durationMinutes: free.lesson.durationMinutes,
      body: free.lesson.body,
      videoUrl: free.lesson.videoUrl,
    },
    site: siteUrl(request),
  };
}

export default function FreeLessonRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("course");
  const { lesson, site } = loaderData;
  return (
    <>
      <PageMeta
        title={`${lesson.title} — ${lesson.courseName} — ${t("common:appName")}`}
        description={summary(lesson.body) || t("lesson.kicker", { course: lesson.courseName })}
        url={absoluteUrl(site, `${coursePath(lesson.courseFriendlyUrl)}/aula-gratuita`)}
        type="article"
      />
      <FreeLessonView lesson={lesson} />
    </>
  );
}
