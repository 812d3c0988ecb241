import { describe, expect, it } from "vitest";
import { useIdentityApi } from "./identity-test-kit.ts";
import { initialsOf, mediaSvg, parseMediaPath, textEm } from "./media.ts";

/** Demo pictures show the catalogue's own spelling (issue 16: "Uti Online 2 Edicao", "Hcfmusp" were drawn). */
const { api } = useIdentityApi();
const picture = async (path: string) => {
  const response = await fetch(`${api().url}${path}`);
  return { status: response.status, type: response.headers.get("content-type"), svg: await response.text() };
};
const shownText = (svg: string) =>
  [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((match) => match[1]).join(" ");

describe("demo pictures (/api/media/…)", () => {
  it("a course picture shows the course title with its accents and capitals, wrapped inside the picture", async () => {
    const { status, type, svg } = await picture("/api/media/course/uti-online-2-edicao/2.svg");
    expect(status).toBe(200);
    expect(type).toBe("image/svg+xml");
    expect(shownText(svg)).toBe("UTI Online 2ª Edição");
    expect(svg).toContain('aria-label="UTI Online 2ª Edição"');
  });

  it("a banner shows its title as written ('Semana da Saúde Mental', not 'Semana Da Saude Mental')", async () => {
    const { svg } = await picture("/api/media/banner/semana-da-saude-mental-desktop.svg");
    expect(shownText(svg)).toBe("Semana da Saúde Mental");
  });

  it("an institution logo is a mark with its initials beside its name", async () => {
    const { svg } = await picture("/api/media/institution/hcfmusp.svg");
    expect(shownText(svg)).toContain("Hospital das Clínicas");
    expect(svg).toMatch(/<rect [^>]*rx=/);
    expect(svg).toMatch(/>HC[A-Z]*</);
  });

  it("an address the catalogue does not know still draws (from its words); a wrong address is a 404 problem", async () => {
    expect((await picture("/api/media/course/curso-que-nao-existe/2.svg")).svg).toContain(
      "curso que nao existe",
    );
    const wrong = await picture("/api/media/course/uti-online-2-edicao.svg");
    expect(wrong.status).toBe(404);
    expect(wrong.type).toBe("application/problem+json");
    expect((await picture("/api/media/video/x.svg")).status).toBe(404);
  });
});

describe("drawing", () => {
  it("initials leave titles and linking words out", () => {
    expect(initialsOf("Dra. Ana Paula Souza")).toBe("AS");
    expect(initialsOf("Saúde Mental")).toBe("SM");
    expect(initialsOf("Educação Física")).toBe("EF");
    expect(initialsOf("Medicina")).toBe("M");
  });

  it("a long title wraps into at most three lines that each fit the width", () => {
    const request = parseMediaPath("/api/media/course/x/3.svg")!;
    const title = "Ultrassonografia Point-of-Care na Emergência e na Terapia Intensiva do Adulto";
    const svg = mediaSvg(request, { title }, false);
    const lines = [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((match) => match[1]!);
    const fontSize = Number(/font-size="(\d+)"/.exec(svg.slice(svg.indexOf("<text")))![1]);
    expect(lines.length).toBeLessThanOrEqual(3);
    expect(lines.join(" ")).toBe(title);
    for (const line of lines) expect(textEm(line) * fontSize).toBeLessThanOrEqual(request.width);
  });
});
