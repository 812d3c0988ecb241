import { describe, expect, it } from "vitest";
import { dateTimeFormat, relativeTimeFormat } from "./intl-formats.ts";

describe("Intl formatters made once", () => {
  it("gives the same formatter for the same language and options, and formats as a new one would", () => {
    const options: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeZone: "America/Sao_Paulo" };
    expect(dateTimeFormat("pt-BR", options)).toBe(dateTimeFormat("pt-BR", { ...options }));
    expect(dateTimeFormat("pt-BR", options)).not.toBe(dateTimeFormat("en", options));
    expect(dateTimeFormat("pt-BR", options)).not.toBe(dateTimeFormat("pt-BR", { dateStyle: "long" }));
    const at = new Date("2026-11-27T02:00:00Z");
    expect(dateTimeFormat("pt-BR", options).format(at)).toBe(
      new Intl.DateTimeFormat("pt-BR", options).format(at),
    );
    expect(relativeTimeFormat("es", { numeric: "auto" }).format(-1, "day")).toBe("ayer");
  });
});
