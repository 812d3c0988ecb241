import { statusOf } from "#src/services/http/service-errors.ts";

/** How a staff page explains a refused call (issue 30): plain data, so the view can translate it. */
export type StaffFailure =
  /** 400: the field the server (or the contract, before sending) named. */
  | { kind: "field"; field: string }
  /** 401/403: the current role may not do it (or the session ended). */
  | { kind: "refused" }
  | { kind: "unavailable" }
  | { kind: "unexpected" };

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};

/**
 * The failure of a staff call: a 400 names its field — the problem's `field`, else the first of the page's
 * `fields` its detail quotes, else `fallback`; `others` gives the page's own reading of further statuses.
 */
export function staffFailureOf<Other>(
  error: unknown,
  fields: { names: readonly string[]; fallback: string },
  others: Readonly<Partial<Record<number, Other>>> = {},
): StaffFailure | Other {
  const status = statusOf(error);
  const other = status === null ? undefined : others[status];
  if (other !== undefined) return other;
  switch (status) {
    case 400: {
      const problem = record(error);
      if (typeof problem["field"] === "string" && problem["field"] !== "")
        return { kind: "field", field: problem["field"] };
      const detail = typeof problem["detail"] === "string" ? problem["detail"] : "";
      const quoted = new RegExp(`\\b(${fields.names.join("|")})\\b`).exec(detail)?.[1];
      return { kind: "field", field: quoted ?? fields.fallback };
    }
    case 401:
    case 403:
      return { kind: "refused" };
    case 503:
      return { kind: "unavailable" };
    default:
      return { kind: "unexpected" };
  }
}
