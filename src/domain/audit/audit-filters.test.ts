import { describe, expect, it } from "vitest";
import { auditQueryOf, noAuditFilters } from "./audit-filters.ts";

describe("auditQueryOf", () => {
  it("leaves empty fields out", () => {
    expect(auditQueryOf(noAuditFilters)).toEqual({});
    expect(auditQueryOf({ ...noAuditFilters, person: "  ", action: "nonsense" })).toEqual({});
  });

  it("trims the person and keeps a known action", () => {
    expect(auditQueryOf({ ...noAuditFilters, person: " aluno ", action: "person.read" })).toEqual({
      person: "aluno",
      action: "person.read",
    });
  });

  it("turns the days into the reader's local midnights, 'to' inclusive of its whole day", () => {
    const query = auditQueryOf({ ...noAuditFilters, from: "2026-11-28", to: "2026-11-28" });
    expect(query.from).toBe(new Date(2026, 10, 28).toISOString());
    expect(query.to).toBe(new Date(2026, 10, 29).toISOString());
    expect(Date.parse(query.to!) - Date.parse(query.from!)).toBeGreaterThanOrEqual(23 * 3_600_000);
  });
});
