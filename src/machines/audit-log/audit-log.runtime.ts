import { createActor } from "xstate";
import type { FlowRuntime } from "../flow-kit/use-flow-runtime.ts";
import { browserAuditLogEnvironment, provideAuditLog, type AuditLogEnvironment } from "./audit-log.actors.ts";
import { connectAuditLog, type AuditLogApi } from "./audit-log.connect.ts";
import type { AuditLogEvent } from "./audit-log.types.ts";

/** Creates and starts the audit log actor (loaded after hydration by use-audit-log.ts). */
export function runAuditLog(
  language: string,
  onChange: (api: AuditLogApi) => void,
  environment: AuditLogEnvironment = browserAuditLogEnvironment(language),
): FlowRuntime<AuditLogEvent> {
  const actor = createActor(provideAuditLog(environment));
  const send = (event: AuditLogEvent) => actor.send(event);
  actor.subscribe((snapshot) => onChange(connectAuditLog(snapshot, send)));
  actor.start();
  return { send, stop: () => actor.stop() };
}
