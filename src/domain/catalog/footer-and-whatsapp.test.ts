import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { areaColumns, generalColumns } from "./footer-columns.ts";
import { displayWhatsAppPhone, validWhatsApp, whatsAppContact, whatsAppLink } from "./whatsapp.ts";

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
  const abramede = { areaCode: "55", phone: "11987654321", message: "Olá, quero saber do curso" };

  it("shows the 11 digits as 2+5+4 and links country code + DDD + number with the message", () => {
    expect(displayWhatsAppPhone("11987654321")).toBe("(11) 98765-4321");
    expect(whatsAppLink(abramede)).toBe(
      "https://wa.me/5511987654321?text=Ol%C3%A1%2C%20quero%20saber%20do%20curso",
    );
    expect(whatsAppContact(abramede)).toEqual({
      href: "https://wa.me/5511987654321?text=Ol%C3%A1%2C%20quero%20saber%20do%20curso",
      phone: "(11) 98765-4321",
    });
  });

  it("leaves the text out when the message is blank", () => {
    expect(whatsAppLink({ ...abramede, message: "   " })).toBe("https://wa.me/5511987654321");
  });

  it.each([
    ["phone with formatting", { phone: "(11) 98765-4321" }],
    ["phone of 10 digits (landline)", { phone: "1133334444" }],
    ["phone of 13 digits (country code repeated)", { phone: "5511987654321" }],
    ["DDD with a zero", { phone: "01987654321" }],
    ["mobile number not starting with 9", { phone: "11887654321" }],
    ["empty area code", { areaCode: "" }],
    ["area code with a plus sign", { areaCode: "+55" }],
    ["area code of 4 digits", { areaCode: "5555" }],
    ["area code starting with 0", { areaCode: "055" }],
    ["message over 500 characters", { message: "a".repeat(501) }],
  ])("gives no link for a bad setting: %s", (_, change) => {
    const setting = { ...abramede, ...change };
    expect(whatsAppLink(setting)).toBeNull();
    expect(whatsAppContact(setting)).toBeNull();
  });

  it("gives nothing when not configured", () => {
    expect(whatsAppLink(null)).toBeNull();
    expect(whatsAppContact(undefined)).toBeNull();
    expect(displayWhatsAppPhone("123")).toBeNull();
    expect(validWhatsApp(null)).toBeNull();
  });

  it("every link it builds is wa.me followed by digits only, for any input", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (areaCode, phone, message) => {
        const link = whatsAppLink({ areaCode, phone, message });
        if (link !== null) expect(link).toMatch(/^https:\/\/wa\.me\/\d{12,14}(\?text=[^#\s]*)?$/);
      }),
    );
  });
});
