import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { InvalidInput } from "#src/services/api/api-errors.ts";
import type { AuditFilters } from "#src/services/api/audit-api.ts";
import { auditLine } from "#tests/fixtures/audit-events.ts";
import { Forbidden } from "#src/services/api/session-api.ts";
import { AuditLog, fileNameOf, type AuditApi, type AuditCsv } from "#src/services/audit/audit.service.ts";
import { auditLogFailureOf } from "./audit-log.actors.ts";
import { idleAuditLog, type AuditLogApi } from "./audit-log.connect.ts";
import { runAuditLog } from "./audit-log.runtime.ts";

const line = (id: number) => auditLine(id);
const storage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
const filters = { person: "aluno", action: "staff.user.read", from: "2026-11-28", to: "2026-11-28" };

function start(implementation: Partial<AuditApi>) {
  const saved: AuditCsv[] = [];
  let api: AuditLogApi = idleAuditLog(() => {});
  runAuditLog("pt-BR", (next) => (api = next), {
    options: { baseUrl: "http://x", language: "pt-BR" },
    storage: () => storage,
    save: (csv) => saved.push(csv),
    layer: AuditLog.layerTest(implementation),
  });
  return { api: () => api, saved };
}

describe("audit log machine (issue 30)", () => {
  it("loads the newest lines, then the next page by its cursor", async () => {
    const asked: Array<[AuditFilters, number | undefined]> = [];
    const { api } = start({
      page: (query, cursor) =>
        Effect.sync(() => {
          asked.push([query, cursor]);
          return cursor === undefined
            ? { events: [line(9), line(8)], nextCursor: 8 }
            : { events: [line(7)], nextCursor: null };
        }),
    });
    expect(api().isLoading).toBe(true);
    await settle();
    expect(api().events.map((event) => event.id)).toEqual([9, 8]);
    expect(api().hasMore).toBe(true);
    api().more();
    await settle();
    expect(api().events.map((event) => event.id)).toEqual([9, 8, 7]);
    expect(api().hasMore).toBe(false);
    expect(asked).toEqual([
      [{}, undefined],
      [{}, 8],
    ]);
  });

  it("new filters replace the lines; their dates become the reader's local day; the CSV takes the same", async () => {
    const asked: AuditFilters[] = [];
    const { api, saved } = start({
      page: (query) =>
        Effect.sync(() => (asked.push(query), { events: [line(asked.length)], nextCursor: null })),
      csv: (query) => Effect.sync(() => (asked.push(query), { text: "at\r\n", fileName: "audit-log-x.csv" })),
    });
    await settle();
    api().filter(filters);
    expect(api().events).toEqual([]);
    await settle();
    expect(api().events.map((event) => event.id)).toEqual([2]);
    const query = {
      person: "aluno",
      action: "staff.user.read",
      from: new Date(2026, 10, 28).toISOString(),
      to: new Date(2026, 10, 29).toISOString(),
    };
    expect(asked[1]).toEqual(query);
    api().exportCsv();
    expect(api().isExporting).toBe(true);
    await settle();
    expect(asked[2]).toEqual(query);
    expect(saved).toEqual([{ text: "at\r\n", fileName: "audit-log-x.csv" }]);
    expect(api().exported).toBe(true);
  });

  it("a 400 names its filter; a 403 says the role may not read; the lines stay empty", async () => {
    const { api } = start({
      page: (query) =>
        query.to
          ? Effect.fail(
              new InvalidInput({ field: "to", detail: "The end of the range must be after its start." }),
            )
          : Effect.fail(new Forbidden({ code: "auditRoleRequired", detail: "no" })),
    });
    await settle();
    expect(api().failure).toEqual({ key: "errors.refused", field: null });
    api().filter({ ...filters, to: "2026-01-01" });
    await settle();
    expect(api().failure).toEqual({ key: "errors.field.to", field: "to" });
    expect(api().events).toEqual([]);
  });

  it("more does nothing on the last page; a failed export leaves the lines and says why", async () => {
    const { api } = start({
      page: () => Effect.succeed({ events: [line(1)], nextCursor: null }),
      csv: () => Effect.fail(new Forbidden({ code: "auditRoleRequired", detail: "no" })),
    });
    await settle();
    api().more();
    expect(api().isLoadingMore).toBe(false);
    api().exportCsv();
    await settle();
    expect(api().events).toHaveLength(1);
    expect(api().failure?.key).toBe("errors.refused");
  });

  it("reads the failure and the attachment's name", () => {
    expect(auditLogFailureOf({ status: 400, detail: 'Expected … at ["from"]' })).toEqual({
      kind: "field",
      field: "from",
    });
    expect(auditLogFailureOf({ status: 503 })).toEqual({ kind: "unavailable" });
    expect(auditLogFailureOf(new Error("x"))).toEqual({ kind: "unexpected" });
    expect(fileNameOf('attachment; filename="audit-log-2026-11-28.csv"')).toBe("audit-log-2026-11-28.csv");
    expect(fileNameOf(undefined)).toBe("audit-log.csv");
  });
});
