import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { Me } from "#src/services/api/identity-api.ts";
import { connectMyAccount } from "./my-account.connect.ts";
import { myAccountMachine } from "./my-account.machine.ts";

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

const start = (refuseWith?: { code: string; field: string }) => {
  const uploads: Blob[] = [];
  const actor = createActor(
    myAccountMachine.provide({
      actors: {
        loadMe: fromPromise(async () => me),
        saveMe: fromPromise(async ({ input }) => {
          if (refuseWith) throw refuseWith;
          return { ...me, ...input } as Me;
        }),
        uploadPhoto: fromPromise(async ({ input }) => {
          uploads.push(input);
          return { photoUrl: "/api/users/photos/x?v=1" };
        }),
        removePhoto: fromPromise(async () => {}),
      },
    }),
  ).start();
  const api = () => connectMyAccount(actor.getSnapshot(), actor.send);
  return { actor, api, uploads };
};

describe("my-account machine", () => {
  it("loads me, saves a tab and counts the save", async () => {
    const { actor, api } = start();
    await waitFor(actor, (snapshot) => snapshot.matches("ready"));
    api().save("timezone", { timezone: "Europe/Lisbon" });
    expect(api().savingSection).toBe("timezone");
    await waitFor(actor, (snapshot) => snapshot.matches("ready"));
    expect(api().me?.timezone).toBe("Europe/Lisbon");
    expect(api().saves).toBe(1);
    expect(api().lastSection).toBe("timezone");
  });

  it("keeps the page editable after a refusal and names the field", async () => {
    const { actor, api } = start({ code: "invalidInformation", field: "cellphone" });
    await waitFor(actor, (snapshot) => snapshot.matches("ready"));
    api().save("contact", { cellphone: "1" });
    await waitFor(actor, (snapshot) => snapshot.matches("ready"));
    expect(api().failure).toEqual({
      key: "auth:failures.invalidInformation",
      section: "contact",
      field: "cellphone",
    });
    expect(api().saves).toBe(0);
  });

  it("refuses a photo of another type or over 1 MB before sending it; sends a fitting one", async () => {
    const { actor, api, uploads } = start();
    await waitFor(actor, (snapshot) => snapshot.matches("ready"));
    api().uploadPhoto(new Blob(["GIF89a"], { type: "image/gif" }));
    expect(api().failure?.key).toBe("auth:failures.photoType");
    api().uploadPhoto(new Blob([new Uint8Array(1024 * 1024 + 1)], { type: "image/png" }));
    expect(api().failure?.key).toBe("auth:failures.photoTooLarge");
    expect(uploads).toHaveLength(0);
    api().uploadPhoto(new Blob([new Uint8Array(10)], { type: "image/jpeg" }));
    await waitFor(actor, (snapshot) => snapshot.matches("ready") && snapshot.context.saves === 1);
    expect(api().me?.photo).toBe("/api/users/photos/x?v=1");
    expect(uploads).toHaveLength(1);
    api().removePhoto();
    expect(api().savingSection).toBe("photo");
    await waitFor(actor, (snapshot) => snapshot.matches("ready") && snapshot.context.saves === 2);
    expect(api().me?.photo).toBeNull();
  });
});
