import { describe, expect, it } from "vitest";
import { courseJsonLd, freeLessonOf, serializeJsonLd, type CourseDetail } from "./course.ts";

const course: CourseDetail = {
  name: "UTI Online </script> 2ª edição",
  friendlyUrl: "uti-online-2-edicao",
  image: { src: "/api/media/uti.svg", alt: "UTI", width: 640, height: 360 },
  institution: { name: "ABRAMEDE", friendlyUrl: "abramede", logo: null },
  oldPrice: 1990,
  newPrice: 1490,
  discountPercentage: 25,
  installments: 12,
  installmentValue: 124.17,
  score: 4.8,
  areaName: "Medicina",
  description: "Curso completo de terapia intensiva.",
  content: "",
  ownerModel: 3,
  authors: [{ name: "Dra. Ana", friendlyUrl: "ana", bio: "", photo: null }],
  ratingCount: 212,
  students: 1_480,
  modules: [
    { title: "M1", lessons: [{ title: "Aula 1", durationMinutes: 10, free: false, videoUrl: null }] },
    { title: "M2", lessons: [{ title: "Aula 2", durationMinutes: 12, free: true, videoUrl: "/v.mp4" }] },
  ],
  loadHours: 120,
  accessPeriodMonths: 12,
  videoDurationMinutes: 600,
  lastContentUpdate: "2026-10-01",
  keywords: ["uti", "terapia intensiva"],
  area: { name: "Medicina", friendlyURL: "cursos-medicina" },
  category: null,
  active: true,
};

describe("course rules", () => {
  it("finds the free lesson", () => {
    expect(freeLessonOf(course)?.title).toBe("Aula 2");
    expect(freeLessonOf({ modules: [] })).toBeNull();
  });

  it("describes the course as schema.org Course with provider, offers and a course instance", () => {
    const ld = courseJsonLd(course, "https://sabia.dev");
    expect(ld).toMatchObject({
      "@type": "Course",
      name: course.name,
      provider: { "@type": "Organization", name: "ABRAMEDE", url: "https://sabia.dev/instituicao/abramede" },
      offers: { "@type": "Offer", price: "1490.00", priceCurrency: "BRL" },
      hasCourseInstance: { "@type": "CourseInstance", courseMode: "Online", courseWorkload: "PT120H" },
      image: "https://sabia.dev/api/media/uti.svg",
    });
  });

  it("escapes < so the JSON cannot end the script element", () => {
    const text = serializeJsonLd(courseJsonLd(course, "https://sabia.dev"));
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text).name).toBe(course.name);
  });
});
