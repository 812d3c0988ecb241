import type { SnapshotFrom } from "xstate";
import { authFailureMessageKey } from "#src/domain/identity/auth-failures.ts";
import type { Me, MePatch } from "#src/services/api/identity-api.ts";
import type { myAccountMachine } from "./my-account.machine.ts";
import type { AccountSection, MyAccountEvent } from "./my-account.types.ts";

export interface MyAccountApi {
  isLoading: boolean;
  loadFailed: boolean;
  me: Me | null;
  /** The section a save is in flight for. */
  savingSection: AccountSection | null;
  /** The last refusal: its i18n key (auth namespace), the section it happened in and the field it names. */
  failure: { key: string; section: AccountSection | null; field: string | null } | null;
  /** Successful saves so far (each one is announced) and the section of the last one. */
  saves: number;
  lastSection: AccountSection | null;
  save(section: Exclude<AccountSection, "photo">, patch: MePatch): void;
  uploadPhoto(photo: Blob): void;
  removePhoto(): void;
  retry(): void;
}

const handlers = (send: (event: MyAccountEvent) => void) => ({
  save: (section: Exclude<AccountSection, "photo">, patch: MePatch) => send({ type: "SAVE", section, patch }),
  uploadPhoto: (photo: Blob) => send({ type: "UPLOAD", photo }),
  removePhoto: () => send({ type: "REMOVE_PHOTO" }),
  retry: () => send({ type: "RETRY" }),
});

export function connectMyAccount(
  snapshot: SnapshotFrom<typeof myAccountMachine>,
  send: (event: MyAccountEvent) => void,
): MyAccountApi {
  const { me, section, failure, field, saves } = snapshot.context;
  const busy =
    snapshot.matches("saving") || snapshot.matches("uploading") || snapshot.matches("removingPhoto");
  return {
    isLoading: snapshot.matches("loading"),
    loadFailed: snapshot.matches("failed"),
    me,
    savingSection: busy ? section : null,
    failure: failure ? { key: authFailureMessageKey(failure), section, field } : null,
    saves,
    lastSection: section,
    ...handlers(send),
  };
}

/** Before the machine has loaded: loading, events queued. */
export function idleMyAccount(send: (event: MyAccountEvent) => void): MyAccountApi {
  return {
    isLoading: true,
    loadFailed: false,
    me: null,
    savingSection: null,
    failure: null,
    saves: 0,
    lastSection: null,
    ...handlers(send),
  };
}
