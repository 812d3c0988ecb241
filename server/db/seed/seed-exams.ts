import { sql } from "drizzle-orm";
import type { Db } from "../database.ts";
import { examQuestionsByArea } from "./exam-questions.ts";

/**
 * Every course's certificate exam (issue 32, ADR 091): its area's questions, copied per course in one statement per
 * question, so a catalogue of thousands of courses (`npm run seed -- --courses N`) seeds as fast as the demo's.
 */
export async function seedExams(db: Db) {
  for (const [area, questions] of Object.entries(examQuestionsByArea))
    for (const [index, question] of questions.entries())
      await db.execute(sql`
        insert into exam_questions (course_id, position, prompt, options, answer)
        select c.id, ${index + 1}, ${question.prompt}, ${JSON.stringify(question.options)}::jsonb, ${question.answer}
          from courses c join course_areas a on a.id = c.area_id
         where a.friendly_url = ${`cursos-${area}`}`);
}
