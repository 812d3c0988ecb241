import { Effect } from "effect";
import type { Route } from "./+types/course.route";
import { courseJsonLd, serializeJsonLd } from "../domain/catalog/course.ts";
import { promotionsPath } from "../domain/catalog/search-params.ts";
import { useTranslation } from "../i18n/react.ts";
import { Catalogue } from "../services/catalog/catalog.service.ts";
import { toCourseDetail, toCourseSummary, toSearchRequest } from "../services/catalog/catalog-mappers.ts";
import { loadFromCatalogue, loadOptional } from "./catalogue.server.ts";
import { siteUrl } from "./site-url.server.ts";
import { CourseInactiveView, CoursePageView } from "../views/course/course-page.view.tsx";

const related = (slug: string, filters: Parameters<typeof toSearchRequest>[0]) =>
  Effect.flatMap(Catalogue, (c) => c.searchCourses({ query: toSearchRequest(filters, 1, 5) })).pipe(
    Effect.map((result) => result.courses.filter((course) => course.friendlyUrl !== slug).slice(0, 4).map(toCourseSummary)),
  );

/** /curso/{slug}: the course, then similar and same-institution courses in parallel. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const wire = await loadFromCatalogue(request, Effect.flatMap(Catalogue, (c) => c.courseByFriendlyUrl({ query: { friendlyUrl: params.slug } })));
  const course = toCourseDetail(wire);
  const [similar, fromInstitution] = await Promise.all([
    loadOptional(request, related(course.friendlyUrl, course.category ? { categories: [course.category.friendlyURL] } : { areas: course.area ? [course.area.friendlyURL] : [] }), []),
    course.institution ? loadOptional(request, related(course.friendlyUrl, { institutions: [course.institution.friendlyUrl] }), []) : Promise.resolve([]),
  ]);
  const site = siteUrl(request);
  return { course, similar, fromInstitution, site, jsonLd: serializeJsonLd(courseJsonLd(course, site)) };
}

export default function CourseRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("course");
  const { course, site } = loaderData;
  const url = `${site}/curso/${course.friendlyUrl}`;
  return (
    <>
      <title>{`${course.name} — ${t("common:appName")}`}</title>
      <meta name="description" content={course.description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={course.name} />
      <meta property="og:description" content={course.description} />
      <meta property="og:url" content={url} />
      {course.image && <meta property="og:image" content={course.image.src.startsWith("http") ? course.image.src : `${site}${course.image.src}`} />}
      {course.active ? (
        <>
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: loaderData.jsonLd }} />
          <CoursePageView course={course} similar={loaderData.similar} fromInstitution={loaderData.fromInstitution} />
        </>
      ) : (
        <CourseInactiveView related={loaderData.similar} promotionsPath={promotionsPath()} />
      )}
    </>
  );
}
