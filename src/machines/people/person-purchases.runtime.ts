import { Effect } from "effect";
import type { StaffPurchase } from "#src/services/api/staff-users-api.ts";
import { runToPromise } from "#src/services/runtime.ts";
import { browserStaffUsers } from "#src/services/staff-users/browser-staff-users.ts";
import { StaffUsers } from "#src/services/staff-users/staff-users.service.ts";

/**
 * A person's newest purchases for the People page (issue 30), read in the browser with the staff call (an
 * operator's current role; audited); "failed" when it could not be read.
 */
export async function loadPersonPurchases(
  language: string,
  uuid: string,
): Promise<readonly StaffPurchase[] | "failed"> {
  const runtime = browserStaffUsers(language);
  try {
    return await runToPromise(
      runtime,
      Effect.flatMap(StaffUsers, (staff) => staff.purchases(uuid)),
    );
  } catch {
    return "failed";
  } finally {
    void runtime.dispose();
  }
}
