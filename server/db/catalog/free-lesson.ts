import { sql, type SQL } from "drizzle-orm";
import type { FreeLesson } from "#src/services/api/catalog-schemas.ts";
import { queryRows, type Db } from "../database.ts";

interface LessonRow {
  id: number;
  title: string;
  duration_minutes: number;
  free: boolean;
  body: string | null;
  video_url: string | null;
  module_title: string;
  course_name: string;
  course_url: string;
}

const lessonQuery = (where: SQL) => sql`
  select l.id, l.title, l.duration_minutes, l.free, l.body, l.video_url, m.title as module_title,
         c.name as course_name, c.friendly_url as course_url
  from lessons l join course_modules m on m.id = l.module_id join courses c on c.id = m.course_id
  where c.active and ${where}
  order by m.position, l.position limit 1`;

const toFreeLesson = (row: LessonRow): FreeLesson => ({
  courseName: row.course_name,
  courseFriendlyUrl: row.course_url,
  moduleTitle: row.module_title,
  lesson: {
    id: row.id,
    title: row.title,
    durationMinutes: row.duration_minutes,
    body: row.body ?? "",
    videoUrl: row.video_url,
  },
});

/** The free lesson of an active course (spec §2 "a free first lesson a visitor can open"), or null. */
export async function freeLessonOfCourse(db: Db, friendlyUrl: string): Promise<FreeLesson | null> {
  const [row] = await queryRows<LessonRow>(db, lessonQuery(sql`c.friendly_url = ${friendlyUrl} and l.free`));
  return row ? toFreeLesson(row) : null;
}

/**
 * A lesson as a visitor may see it: the free one in full; any other lesson is "locked" (it exists, but only
 * enrolled students watch it), and an unknown id or an inactive course's lesson is "missing".
 */
export async function lessonForVisitor(db: Db, lessonId: number): Promise<FreeLesson | "locked" | "missing"> {
  const [row] = await queryRows<LessonRow>(db, lessonQuery(sql`l.id = ${lessonId}`));
  if (!row) return "missing";
  return row.free ? toFreeLesson(row) : "locked";
}
