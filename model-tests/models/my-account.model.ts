import { myAccountMachine } from "#src/machines/my-account/my-account.machine.ts";
import type { Me } from "#src/services/api/identity-api.ts";
import { defineModel } from "../model.ts";

const me: Me = {
  id: 1,
  uuid: "00000000-0000-4000-8000-000000000001",
  name: "Paula",
  username: "professor",
  email: "professor@sabia.dev",
  type: "staff",
  photo: null,
  timezone: "America/Sao_Paulo",
  languageId: "pt-BR",
  theme: null,
  accessibility: { darkThemeEnabled: false, fontSizeEnabled: false, signLanguageEnabled: false },
  temporaryPassword: false,
  availableApplications: [],
  cpf: null,
  cellphone: null,
};

/** A file as the guards see it (type and size); plain data, so each sample serializes apart in the graph. */
const photo = (type: string, size: number) => ({ type, size }) as Blob;

/** My Account: load (or fail and retry), save a tab (or be refused), upload a photo (refused here or there), remove it. */
export const myAccountModel = defineModel({
  name: "my-account",
  machine: myAccountMachine,
  complete: true,
  events: (snapshot) => {
    if (snapshot.matches("loading")) {
      return [
        { type: "xstate.done.actor.loadMe", output: me },
        { type: "xstate.error.actor.loadMe", error: { failure: "serviceUnavailable" } },
      ];
    }
    if (snapshot.matches("failed")) return [{ type: "RETRY" }];
    // One successful save is enough to have walked every transition (the save counter would grow forever).
    if (snapshot.matches("ready") && snapshot.context.saves === 0) {
      return [
        { type: "SAVE", section: "timezone" as const, patch: { timezone: "Europe/Lisbon" } },
        { type: "UPLOAD", photo: photo("image/gif", 6) },
        { type: "UPLOAD", photo: photo("image/png", 1024 * 1024 + 1) },
        { type: "UPLOAD", photo: photo("image/jpeg", 16) },
        { type: "REMOVE_PHOTO" },
      ];
    }
    if (snapshot.matches("saving")) {
      return [
        { type: "xstate.done.actor.saveMe", output: { ...me, timezone: "Europe/Lisbon" } },
        { type: "xstate.error.actor.saveMe", error: { failure: "invalidTimezone", field: "timezone" } },
      ];
    }
    if (snapshot.matches("uploading")) {
      return [
        { type: "xstate.done.actor.uploadPhoto", output: { photoUrl: "/api/users/photos/x?v=1" } },
        { type: "xstate.error.actor.uploadPhoto", error: { failure: "photoTooSmall", field: "photo" } },
      ];
    }
    if (snapshot.matches("removingPhoto")) {
      return [
        { type: "xstate.done.actor.removePhoto", output: undefined },
        { type: "xstate.error.actor.removePhoto", error: { failure: "serviceUnavailable" } },
      ];
    }
    return [];
  },
  describeEvent: {
    SAVE: "the person saves a tab",
    UPLOAD: "the person sends a photo",
    REMOVE_PHOTO: "the person confirms removing the photo",
    RETRY: "the person asks to try loading again",
  },
});
