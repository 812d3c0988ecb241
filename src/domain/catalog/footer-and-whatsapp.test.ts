import { describe, expect, it } from "vitest";
import { areaColumns, generalColumns } from "./footer-columns.ts";
import { displayWhatsAppPhone, whatsAppLink } from "./whatsapp.ts";

const cats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `c${i}`, href: `/cursos-x/c${i}` }));

describe("footer columns (spec §2, §9)", () => {
  it("shows two areas with at most 5 categories and 'see more' when there are more", () => {
    const columns = areaColumns([
      { name: "Medicina", href: "/cursos-medicina", categories: cats(7) },
      { name: "Saúde Mental", href: "/cursos-saude-mental", categories: cats(3) },
      { name: "Nutrição", href: "/cursos-nutricao", categories: cats(2) },
    ]);
    expect(columns.map((c) => [c.area.name, c.categories.length, c.seeMore])).toEqual([
      ["Medicina", 5, true],
      ["Saúde Mental", 3, false],
    ]);
  });

  it("splits the general column after the first 6 categories", () => {
    const [first, second] = generalColumns(cats(9));
    expect([first.length, second.length]).toEqual([6, 3]);
  });
});

describe("WhatsApp (spec §3 institution settings)", () => {
  it("shows 11 digits as 2+5+4 and builds the link with the message", () => {
    expect(displayWhatsAppPhone("(11) 98765-4321")).toBe("11 98765 4321");
    expect(whatsAppLink({ areaCode: "55", phone: "11987654321", message: "Olá, quero saber do curso" })).toBe(
      "https://wa.me/5511987654321?text=Ol%C3%A1%2C%20quero%20saber%20do%20curso",
    );
  });

  it("gives nothing when not configured or malformed", () => {
    expect(whatsAppLink(null)).toBeNull();
    expect(whatsAppLink({ areaCode: "55", phone: "123", message: "" })).toBeNull();
    expect(displayWhatsAppPhone("123")).toBeNull();
  });
});
