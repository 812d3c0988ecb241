import { Effect } from "effect";
import type { StaffPurchase } from "../../services/api/staff-users-api.ts";
import { statusOf } from "../../services/http/service-errors.ts";
import { runToPromise } from "../../services/runtime.ts";
import { browserStaffUsers } from "../../services/staff-users/browser-staff-users.ts";
import { StaffUsers } from "../../services/staff-users/staff-users.service.ts";
import type { Loaded } from "../purchases/use-browser-load.ts";

/**
 * A person's newest purchases for the People page (issue 30), read in the browser with the staff call (an
 * operator's current role; audited). The key is the person's uuid; "" (nobody shown) reads nothing.
 */
export async function loadPersonPurchases(
  language: string,
  uuid: string,
): Promise<Loaded<readonly StaffPurchase[]>> {
  if (uuid === "") return { kind: "ready", data: [] };
  const runtime = browserStaffUsers(language);
  try {
    return {
      kind: "ready",
      data: await runToPromise(
        runtime,
        Effect.flatMap(StaffUsers, (staff) => staff.purchases(uuid)),
      ),
    };
  } catch (error) {
    return statusOf(error) === null ? { kind: "unreachable" } : { kind: "failed" };
  } finally {
    void runtime.dispose();
  }
}
