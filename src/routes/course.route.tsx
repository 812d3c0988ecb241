import { Effect } from "effect";
import { data } from "react-router";
import type { Route } from "./+types/course.route";
import { courseJsonLd, serializeJsonLd } from "../domain/catalog/course.ts";
import { promotionsPath } from "../domain/catalog/search-params.ts";
import { useTranslation } from "../i18n/react.ts";
import { Catalogue } from "../services/catalog/catalog.service.ts";
import { toCourseDetail, toCourseSummary, toSearchRequest } from "../services/catalog/catalog-mappers.ts";
import { loadFromCatalogue, loadOptional, requireFriendlyUrls } from "./catalogue.server.ts";
import { siteUrl } from "./site-url.server.ts";
import { coursePath } from "../domain/catalog/catalog-types.ts";
import { absoluteUrl } from "../domain/seo.ts";
import { PageMeta } from "../views/layout/page-meta.view.tsx";
import { CourseInactiveView, CoursePageView } from "../views/course/course-page.view.tsx";
import { publicPageHeaders } from "./public-page-headers.ts";
import { useOwnedCourse } from "../stores/global.store.ts";

const related = (slug: string, filters: Parameters<typeof toSearchRequest>[0]) =>
  Effect.flatMap(Catalogue, (c) => c.searchCourses({ query: toSearchRequest(filters, 1, 5) })).pipe(
    Effect.map((result) =>
      result.courses
        .filter((course) => course.friendlyUrl !== slug)
        .slice(0, 4)
        .map(toCourseSummary),
    ),
  );

/** Shared caching for anonymous visitors (ADR 034). */
export const headers = publicPageHeaders;

/** /curso/{slug}: the course, then similar and same-institution courses in parallel. */
export async function loader({ request, params }: Route.LoaderArgs) {
  requireFriendlyUrls(params.slug);
  const wire = await loadFromCatalogue(
    request,
    Effect.flatMap(Catalogue, (c) => c.courseByFriendlyUrl({ query: { friendlyUrl: params.slug } })),
  );
  const course = toCourseDetail(wire);
  const [similar, fromInstitution] = await Promise.all([
    loadOptional(
      request,
      related(
        course.friendlyUrl,
        course.category
          ? { categories: [course.category.friendlyURL] }
          : { areas: course.area ? [course.area.friendlyURL] : [] },
      ),
      [],
    ),
    course.institution
      ? loadOptional(
          request,
          related(course.friendlyUrl, { institutions: [course.institution.friendlyUrl] }),
          [],
        )
      : Promise.resolve([]),
  ]);
  const site = siteUrl(request);
  const page = {
    course,
    similar,
    fromInstitution,
    site,
    jsonLd: serializeJsonLd(courseJsonLd(course, site)),
  };
  // An inactive course answers 410 Gone: people still get the course-inactive page (home, promotions, related
  // courses), and search engines drop the address instead of keeping a page that sells nothing.
  return course.active ? page : data(page, { status: 410 });
}

export default function CourseRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("course");
  const { course, site } = loaderData;
  const owned = useOwnedCourse(course.friendlyUrl);
  return (
    <>
      <PageMeta
        title={`${course.name} — ${t("common:appName")}`}
        description={course.description}
        url={absoluteUrl(site, coursePath(course.friendlyUrl))}
        image={course.image ? absoluteUrl(site, course.image.src) : null}
      />
      {!course.active && <meta name="robots" content="noindex,follow" />}
      {course.active ? (
        <>
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: loaderData.jsonLd }} />
          <CoursePageView
            course={course}
            similar={loaderData.similar}
            fromInstitution={loaderData.fromInstitution}
            owned={owned}
          />
        </>
      ) : (
        <CourseInactiveView related={loaderData.similar} promotionsPath={promotionsPath()} />
      )}
    </>
  );
}
