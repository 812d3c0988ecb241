import { describe, expect, it } from "vitest";
import { lessonParagraphs, playableVideoUrl, summary } from "./lesson.ts";

describe("the free lesson's content", () => {
  it("splits the text into paragraphs at blank lines", () => {
    expect(lessonParagraphs("Um.\n\nDois,\ncontinua.\n \n\nTrês.")).toEqual([
      "Um.",
      "Dois,\ncontinua.",
      "Três.",
    ]);
    expect(lessonParagraphs("")).toEqual([]);
  });

  it.each([
    ["/media/aula-1.mp4", "/media/aula-1.mp4"],
    ["https://cdn.example/aula.webm?v=2", "https://cdn.example/aula.webm?v=2"],
    ["/api/media/lesson/12.svg", null],
    ["https://cdn.example/aula.png", null],
    ["http://cdn.example/aula.mp4", null],
    ["//cdn.example/aula.mp4", null],
    ["javascript:alert(1)//.mp4", null],
    [null, null],
  ])("plays %j as %j", (url, playable) => {
    expect(playableVideoUrl(url)).toBe(playable);
  });

  it("summarises long text at a word boundary", () => {
    expect(summary("curto")).toBe("curto");
    const long = summary("palavra ".repeat(40), 50);
    expect(long.length).toBeLessThanOrEqual(50);
    expect(long).toMatch(/palavra…$/);
  });
});
