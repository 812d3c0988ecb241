import { Cause, Effect, Exit, Layer, ManagedRuntime } from "effect";
import { fromPromise } from "xstate";
import { auditQueryOf } from "../../domain/audit/audit-filters.ts";
import { AuditLog, type AuditCsv, type AuditOptions } from "../../services/audit/audit.service.ts";
import { statusOf } from "../../services/http/service-errors.ts";
import { TokenStorage, type KeyValueStore } from "../../services/session/token-storage.ts";
import { auditLogMachine } from "./audit-log.machine.ts";
import type { AuditLogFailure } from "./audit-log.types.ts";

/** What the audit page's actors need from outside; the hook builds it from `window`, tests pass a layer. */
export interface AuditLogEnvironment {
  options: AuditOptions;
  storage(): KeyValueStore;
  tabStorage?(): KeyValueStore;
  /** Hands the CSV to the browser as a download. */
  save(csv: AuditCsv): void;
  /** Tests replace the HTTP adapter (AuditLog.layerTest). */
  layer?: Layer.Layer<AuditLog>;
}

/** A file download from memory: a Blob behind a temporary link, clicked and released. */
function saveInBrowser({ text, fileName }: AuditCsv) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

export function browserAuditLogEnvironment(language: string): AuditLogEnvironment {
  return {
    options: { baseUrl: window.location.origin, language },
    storage: () => window.localStorage,
    tabStorage: () => window.sessionStorage,
    save: saveInBrowser,
  };
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};

/** The filter a 400 names: the handler's `field`, else the schema issue's path, else the first filter it quotes. */
function fieldOf(error: unknown): string {
  const problem = record(error);
  if (typeof problem["field"] === "string" && problem["field"] !== "") return problem["field"];
  const detail = typeof problem["detail"] === "string" ? problem["detail"] : "";
  return /\b(person|action|from|to)\b/.exec(detail)?.[1] ?? "filters";
}

/** The services' failure as the page explains it. */
export function auditLogFailureOf(error: unknown): AuditLogFailure {
  switch (statusOf(error)) {
    case 400:
      return { kind: "field", field: fieldOf(error) };
    case 401:
    case 403:
      return { kind: "refused" };
    case 503:
      return { kind: "unavailable" };
    default:
      return { kind: "unexpected" };
  }
}

/** The audit log machine with its real side effects: the audit calls (issue 30, ADR 076) and the download. */
export function provideAuditLog(environment: AuditLogEnvironment) {
  const runtime = ManagedRuntime.make(
    environment.layer ??
      AuditLog.layer(environment.options).pipe(
        Layer.provide(TokenStorage.fromStorage(environment.storage, environment.tabStorage)),
      ),
  );
  const run = async <A>(
    use: (api: AuditLog["Service"]) => Effect.Effect<A, unknown>,
    signal: AbortSignal,
  ) => {
    const exit = await runtime.runPromiseExit(Effect.flatMap(AuditLog, use), { signal });
    if (Exit.isSuccess(exit)) return exit.value;
    throw auditLogFailureOf(Cause.squash(exit.cause));
  };
  return auditLogMachine.provide({
    actors: {
      page: fromPromise(({ input, signal }) =>
        run((api) => api.page(auditQueryOf(input.filters), input.cursor ?? undefined), signal),
      ),
      exportCsv: fromPromise(async ({ input, signal }) =>
        environment.save(await run((api) => api.csv(auditQueryOf(input)), signal)),
      ),
    },
  });
}
