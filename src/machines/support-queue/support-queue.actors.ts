import { fromPromise } from "xstate";
import { SupportQueueService } from "#src/services/support-queue/support-queue.service.ts";
import { staffFailureOf } from "../flow-kit/staff-failures.ts";
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

const stale = { kind: "stale" } as const;

/** The services' failure as the page explains it: a 400's field (reason, note, else the item), 404/409 stale. */
export const supportQueueFailureOf = (error: unknown): SupportQueueFailure =>
  staffFailureOf(error, { names: ["reason", "note"], fallback: "item" }, { 404: stale, 409: stale });

/** The support queue machine with its real side effects: the queue's calls (issue 30, ADR 081). */
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
