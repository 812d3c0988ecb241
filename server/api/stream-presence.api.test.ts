import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { streamWindowSeconds } from "#src/domain/portal/stream-window.ts";
import { useCheckoutApi } from "./checkout-test-kit.ts";

interface Course {
  modules: { lessons: { id: number; videoUrl: string | null }[] }[];
}

const portal = (id: number) => `/api/candidate/portal/courses/${id}`;
const from = (ip: string) => ({ "x-forwarded-for": ip });

/**
 * Spec §6 for watching (ADR 096): one place at a time. Behind one trusted proxy (TRUST_PROXY=1) the client is the
 * X-Forwarded-For address, exactly as ADR 055's sign-in rule reads it.
 */
describe("one stream at a time (issue 32, ADR 096): a second IP is refused while the first watches", () => {
  const { as, rows, sandbox } = useCheckoutApi({ trustProxy: { hops: 1 } });
  let subscription = 0;
  let lesson = 0;
  beforeAll(async () => {
    const [row] = await rows<{ id: number }>(
      sql`select s.id from subscriptions s join courses c on c.id = s.course_id join users u on u.id = s.user_id
           where u.username = 'aluno' and c.friendly_url = 'medicina-de-emergencia-sala-vermelha'
           order by s.id desc limit 1`,
    );
    subscription = row!.id;
    const course = (await read("198.51.100.10")).json as unknown as Course;
    lesson = course.modules[0]!.lessons[0]!.id;
  });
  const read = (ip: string) => as("aluno")(portal(subscription), { method: "GET", headers: from(ip) });
  const report = (ip: string, watchedSeconds: number) =>
    as("aluno")(`${portal(subscription)}/lessons/${lesson}/progress`, {
      method: "PUT",
      body: { watchedSeconds, positionSeconds: watchedSeconds },
      headers: from(ip),
    });

  it("lets the same IP report again and again, and read the course (several tabs at one desk)", async () => {
    expect((await report("198.51.100.10", 5)).status).toBe(200);
    expect((await report("198.51.100.10", 10)).status).toBe(200);
    expect((await read("198.51.100.10")).status).toBe(200);
    const [presence] = await rows<{ ip: string; lesson_id: number }>(
      sql`select ip, lesson_id from stream_presence p join users u on u.id = p.user_id where u.username = 'aluno'`,
    );
    expect(presence).toEqual({ ip: "198.51.100.10", lesson_id: lesson });
  });

  it("refuses another IP's report and course read while the first streams: 409 streamingElsewhere", async () => {
    await report("198.51.100.10", 15);
    const refused = await report("203.0.113.7", 20);
    expect(refused.status).toBe(409);
    expect(refused.json["code"]).toBe("streamingElsewhere");
    const elsewhere = await read("203.0.113.7");
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.json["code"]).toBe("streamingElsewhere");
    const [saved] = await rows<{ watched_seconds: number }>(
      sql`select watched_seconds from lesson_progress p join users u on u.id = p.user_id
           where u.username = 'aluno' and p.lesson_id = ${lesson}`,
    );
    expect(saved!.watched_seconds, "the refused report changed nothing").toBe(15);
    expect((await report("198.51.100.10", 20)).status, "the first place goes on").toBe(200);
  });

  it("lets the other IP watch once the first has been quiet for the stream window", async () => {
    await report("198.51.100.10", 25);
    expect(streamWindowSeconds).toBeLessThan(60);
    expect((await sandbox("/advance", { minutes: 1 })).status).toBe(200);
    expect((await read("203.0.113.7")).status).toBe(200);
    expect((await report("203.0.113.7", 30)).status).toBe(200);
    expect((await report("198.51.100.10", 35)).status, "now the first place is the other one").toBe(409);
  });
});
