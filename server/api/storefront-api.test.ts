import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Course, FreeLesson } from "#src/services/api/catalog-schemas.ts";
import { testEngines } from "../db/test-databases.ts";
import { startTestApi, type TestApi } from "./test-server.ts";

/** Storefront data of the seeded catalogue: the free lesson, marketplace settings, institution settings. */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi(testEngines()[0]!);
}, 60_000);
afterAll(async () => api?.close());

const get = async (path: string) => {
  const response = await fetch(`${api.url}/api/subscription${path}`);
  return { status: response.status, json: (await response.json()) as unknown };
};

describe("the free first lesson (spec §2 course page)", () => {
  it("opens the first lesson of the first module, with its module, duration and text, and no fake video", async () => {
    const { status, json } = await get("/courses/free-lesson?friendlyUrl=uti-online-2-edicao");
    expect(status).toBe(200);
    const lesson = json as FreeLesson;
    expect(lesson.courseName).toBe("UTI Online 2ª Edição");
    expect(lesson.moduleTitle).toMatch(/^Módulo 1 — /);
    expect(lesson.lesson.durationMinutes).toBeGreaterThan(0);
    expect(lesson.lesson.body).toContain("UTI Online 2ª Edição");
    expect(lesson.lesson.body.split("\n\n").length).toBeGreaterThanOrEqual(3);
    expect(lesson.lesson.videoUrl).toBeNull();
  });

  it("serves that lesson by id, answers 403 for every other lesson of the course and 404 for an unknown id", async () => {
    const course = (await get("/courses/by-friendly-url?friendlyUrl=uti-online-2-edicao")).json as Course;
    const all = course.modules.flatMap((module) => module.lessons);
    const [free, ...others] = all;
    expect(free?.free).toBe(true);
    expect(others.length).toBeGreaterThan(5);
    expect(others.every((lesson) => !lesson.free && lesson.videoUrl === null)).toBe(true);
    expect((await get(`/courses/lessons/${free!.id}`)).status).toBe(200);
    for (const lesson of others) {
      const answer = await get(`/courses/lessons/${lesson.id}`);
      expect(answer.status).toBe(403);
      expect(JSON.stringify(answer.json)).not.toContain(lesson.title);
    }
    expect((await get("/courses/lessons/2147483000")).status).toBe(404);
    expect((await get("/courses/lessons/abc")).status).toBe(400);
  });

  it("an inactive course has no open lesson and no search result, but its page data still answers", async () => {
    expect((await get("/courses/free-lesson?friendlyUrl=reabilitacao-pos-covid")).status).toBe(404);
    const course = (await get("/courses/by-friendly-url?friendlyUrl=reabilitacao-pos-covid")).json as Course;
    expect(course.active).toBe(false);
    const freeId = course.modules[0]!.lessons[0]!.id;
    expect((await get(`/courses/lessons/${freeId}`)).status).toBe(404);
    const search = (await get("/courses/search?itemsPerPage=50&searchText=reabilitacao")).json as {
      courses: { friendlyUrl: string }[];
    };
    expect(search.courses.map((found) => found.friendlyUrl)).not.toContain("reabilitacao-pos-covid");
  });
});

describe("marketplace and institution settings", () => {
  it("gives the footer's social links, each an https address of a known network", async () => {
    const { status, json } = await get("/parameters/marketplace-settings");
    expect(status).toBe(200);
    const { socialLinks } = json as { socialLinks: { network: string; url: string }[] };
    expect(socialLinks.map((link) => link.network)).toEqual(["instagram", "facebook", "linkedin", "youtube"]);
    expect(socialLinks.every((link) => link.url.startsWith("https://"))).toBe(true);
  });

  it("stores WhatsApp with the country code 55 and an 11-digit phone; noindex and tracking code where seeded", async () => {
    const settingsOf = async (alias: string) =>
      ((await get(`/institutions/by-code/${alias}`)).json as { settings: Record<string, unknown> }).settings;
    expect((await settingsOf("abramede")).whatsAppSetting).toMatchObject({
      areaCode: "55",
      phone: "11987654321",
    });
    expect((await get("/whatsapp/candidate")).json).toMatchObject({ areaCode: "55", phone: "51999990000" });
    expect(await settingsOf("terzius")).toMatchObject({ useNoindexNofollow: true, trackingCode: null });
    expect(await settingsOf("asqmind")).toMatchObject({
      useNoindexNofollow: false,
      trackingCode: "G-ASQM1ND2026",
    });
  });
});
