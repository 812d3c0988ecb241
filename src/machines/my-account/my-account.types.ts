import type { AuthFailure } from "#src/domain/identity/auth-failures.ts";
import type { Me, MePatch } from "#src/services/api/identity-api.ts";

/** The tabs of My Account that save through PATCH me or me/photo (the password tab runs password-change). */
export type AccountSection = "contact" | "photo" | "language" | "timezone" | "accessibility" | "theme";

export type MyAccountEvent =
  | { type: "SAVE"; section: Exclude<AccountSection, "photo">; patch: MePatch }
  | { type: "UPLOAD"; photo: Blob }
  | { type: "REMOVE_PHOTO" }
  | { type: "RETRY" };

export interface MyAccountContext {
  me: Me | null;
  /** The section being saved, or the last one a save was tried in. */
  section: AccountSection | null;
  failure: AuthFailure | null;
  /** The field the API (or the photo check) named. */
  field: string | null;
  /** Counts successful saves, so the page can announce each one (snackbar) and apply preferences. */
  saves: number;
}
