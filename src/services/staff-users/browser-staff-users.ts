import { Layer } from "effect";
import { runtimeOf } from "../runtime.ts";
import { TokenStorage } from "../session/token-storage.ts";
import { StaffUsers } from "./staff-users.service.ts";

/** A one-use runtime of the staff calls in this browser tab: this origin, the tab's token (dispose it after). */
export const browserStaffUsers = (language: string) =>
  runtimeOf(
    StaffUsers.layer({ baseUrl: window.location.origin, language }).pipe(
      Layer.provide(
        TokenStorage.fromStorage(
          () => window.localStorage,
          () => window.sessionStorage,
        ),
      ),
    ),
  );
