import { fromPromise } from "xstate";
import { statusOf } from "../../services/http/service-errors.ts";
import { SupportQueueService } from "../../services/support-queue/support-queue.service.ts";
import {
  browserStaffEnvironment,
  staffRunner,
  type StaffEnvironment,
} from "../flow-kit/staff-environment.ts";
import { supportQueueMachine } from "./support-queue.machine.ts";
import type { SupportQueueFailure } from "./support-queue.types.ts";

/** What the queue page's actors need from outside (tests pass SupportQueueService.layerTest). */
export type SupportQueueEnvironment = StaffEnvironment<SupportQueueService>;

export const browserSupportQueueEnvironment = (language: string): SupportQueueEnvironment =>
  browserStaffEnvironment(language);

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};

/** The field a 400 names: the schema issue's path (reason, note), else the id in the path. */
function fieldOf(error: unknown): string {
  const problem = record(error);
  if (typeof problem["field"] === "string" && problem["field"] !== "") return problem["field"];
  const detail = typeof problem["detail"] === "string" ? problem["detail"] : "";
  return /\b(reason|note)\b/.exec(detail)?.[1] ?? "item";
}

/** The services' failure as the page explains it. */
export function supportQueueFailureOf(error: unknown): SupportQueueFailure {
  switch (statusOf(error)) {
    case 400:
      return { kind: "field", field: fieldOf(error) };
    case 401:
    case 403:
      return { kind: "refused" };
    case 404:
    case 409:
      return { kind: "stale" };
    case 503:
      return { kind: "unavailable" };
    default:
      return { kind: "unexpected" };
  }
}

/** The support queue machine with its real side effects: the queue's calls (issue 30, ADR 080). */
export function provideSupportQueue(environment: SupportQueueEnvironment) {
  const run = staffRunner(
    SupportQueueService,
    environment,
    (options) => SupportQueueService.layer(options),
    supportQueueFailureOf,
  );
  return supportQueueMachine.provide({
    actors: {
      list: fromPromise(({ signal }) => run((api) => api.list(), signal)),
      act: fromPromise(({ input, signal }) => run((api) => api.act(input), signal)),
    },
  });
}
