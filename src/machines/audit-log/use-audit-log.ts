import { useFlowRuntime } from "../flow-kit/use-flow-runtime.ts";
import { idleAuditLog, type AuditLogApi } from "./audit-log.connect.ts";
import type { AuditLogEvent } from "./audit-log.types.ts";

/**
 * The audit page's flow (issue 30): the machine and its Effect actors load after hydration; filters sent before
 * they arrive are delivered when they do.
 */
export function useAuditLog(language: string): AuditLogApi {
  return useFlowRuntime<AuditLogApi, AuditLogEvent>(idleAuditLog, (onChange) =>
    import("./audit-log.runtime.ts").then(({ runAuditLog }) => runAuditLog(language, onChange)),
  );
}
