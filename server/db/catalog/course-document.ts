import { sql } from "drizzle-orm";
import type { CartCourse, Course, CourseSummary } from "#src/services/api/catalog-schemas.ts";
import { queryRows, type Db } from "../database.ts";
import {
  courseImage,
  summaryColumns,
  summaryJoins,
  summaryQuery,
  toSummary,
  type SummaryRow,
} from "./course-rows.ts";

type DetailRow = SummaryRow & {
  content: string;
  course_content: string;
  keywords: string[];
  access_period_months: number;
  last_content_update: string | null;
  legacy_product_number: string | null;
  active: boolean;
  rating_count: number;
  students: number;
};

/** Every field of spec §3 "Course", or null when no course has this friendly URL. */
export async function courseByFriendlyUrl(db: Db, friendlyUrl: string): Promise<Course | null> {
  const [row] = await queryRows<DetailRow>(
    db,
    sql`select ${summaryColumns}, c.content, c.course_content, c.keywords, c.access_period_months,
          c.last_content_update::text as last_content_update, c.legacy_product_number, c.active, c.rating_count,
          c.student_count + (select count(*) from subscriptions s where s.course_id = c.id and s.status = 'payment-confirmed')::int
            as students
        ${summaryJoins} where c.friendly_url = ${friendlyUrl}`,
  );
  if (!row) return null;
  const [lessonRows, authorRows] = await Promise.all([
    queryRows<{
      module_id: number;
      module_title: string;
      id: number | null;
      title: string | null;
      duration_minutes: number | null;
      free: boolean | null;
      video_url: string | null;
    }>(
      db,
      sql`select m.id as module_id, m.title as module_title, l.id, l.title, l.duration_minutes, l.free, l.video_url
          from course_modules m left join lessons l on l.module_id = m.id
          where m.course_id = ${row.id} order by m.position, l.position`,
    ),
    queryRows<{ id: number; name: string; friendly_url: string; bio: string; photo_url: string | null }>(
      db,
      sql`select au.id, au.name, au.friendly_url, au.bio, au.photo_url from course_authors ca join authors au on au.id = ca.author_id
          where ca.course_id = ${row.id} order by ca.position`,
    ),
  ]);
  const modules: Course["modules"][number][] = [];
  for (const lesson of lessonRows) {
    let module = modules.at(-1);
    if (!module || module.id !== lesson.module_id) {
      module = { id: lesson.module_id, title: lesson.module_title, lessons: [] };
      modules.push(module);
    }
    if (lesson.id !== null)
      (module.lessons as Course["modules"][number]["lessons"][number][]).push({
        id: lesson.id,
        title: lesson.title ?? "",
        durationMinutes: lesson.duration_minutes ?? 0,
        free: lesson.free ?? false,
        videoUrl: lesson.video_url,
      });
  }
  const lessonCount = modules.reduce((total, module) => total + module.lessons.length, 0);
  const videoDuration = modules.reduce(
    (total, module) => total + module.lessons.reduce((sum, lesson) => sum + lesson.durationMinutes, 0),
    0,
  );
  const summary = toSummary(row);
  const main = courseImage(row.friendly_url, 9, row.name);
  return {
    ...summary,
    content: row.content,
    courseContent: row.course_content,
    authors: authorRows.map((author) => ({
      id: author.id,
      name: author.name,
      friendlyUrl: author.friendly_url,
      bio: author.bio,
      image: author.photo_url,
    })),
    modules,
    lessons: lessonCount,
    ratingCount: row.score === null ? 0 : row.rating_count,
    students: row.students,
    videoDuration,
    accessPeriod: row.access_period_months,
    keywords: row.keywords,
    lastContentUpdate: row.last_content_update,
    legacyProductNumber: row.legacy_product_number,
    images: [1, 2, 3, 9].map((type) => courseImage(row.friendly_url, type, row.name)),
    logos: summary.institution?.logo
      ? [
          { type: 5, url: summary.institution.logo, alt: summary.institution.title },
          { type: 6, url: summary.institution.logo, alt: summary.institution.title },
        ]
      : [],
    mediaHeader: { type: 1, url: main.url, alt: main.alt },
    active: row.active,
  };
}

/** The course as the cart shows it, with its payment plans (card in up to `installments`, cash once). */
export async function courseToCart(db: Db, friendlyUrl: string): Promise<CartCourse | null> {
  const [row] = await queryRows<SummaryRow & { active: boolean }>(
    db,
    sql`select ${summaryColumns}, c.active ${summaryJoins} where c.friendly_url = ${friendlyUrl}`,
  );
  if (!row) return null;
  const summary = toSummary(row);
  const plans: CartCourse["plans"][number][] = Array.from({ length: summary.installments }, (_, index) => {
    const installments = index + 1;
    return {
      priceListValueId: row.id * 100 + installments,
      installments,
      installmentValue: Math.round((summary.newPrice / installments) * 100) / 100,
      paymentCondition: 1 as const,
      total: summary.newPrice,
    };
  });
  plans.push({
    priceListValueId: row.id * 100,
    installments: 1,
    installmentValue: summary.newPrice,
    paymentCondition: 2 as const,
    total: summary.newPrice,
  });
  return { ...summary, active: row.active, plans };
}

export async function mostVisitedCourses(db: Db, quantity: number): Promise<CourseSummary[]> {
  return (
    await queryRows<SummaryRow>(db, summaryQuery(sql`c.active`, sql`c.visits desc, c.id`, quantity))
  ).map(toSummary);
}

export async function latestCourses(db: Db, quantity: number): Promise<CourseSummary[]> {
  return (
    await queryRows<SummaryRow>(
      db,
      summaryQuery(sql`c.active`, sql`c.release_date desc, c.id desc`, quantity),
    )
  ).map(toSummary);
}

/** Legacy product number → course slug, for the redirect engine at start (redirects/compile-redirects.ts). */
export async function loadLegacyProductNumbers(db: Db): Promise<Map<string, string>> {
  const rows = await queryRows<{ legacy_product_number: string; friendly_url: string }>(
    db,
    sql`select legacy_product_number, friendly_url from courses where legacy_product_number is not null`,
  );
  return new Map(rows.map((row) => [row.legacy_product_number.replace(/^0+(?=\d)/, ""), row.friendly_url]));
}
