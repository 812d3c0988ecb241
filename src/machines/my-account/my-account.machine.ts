import { assign, fromPromise, setup } from "xstate";
import { authFailureOf } from "#src/domain/identity/auth-failures.ts";
import { photoLimits } from "#src/domain/account/photo-rules.ts";
import type { Me, MePatch } from "#src/services/api/identity-api.ts";
import type { MyAccountContext, MyAccountEvent } from "./my-account.types.ts";

const mustBeProvided = async (): Promise<never> => {
  throw new Error("actor must be provided");
};

const fieldOf = (error: unknown): string | null => {
  const field = typeof error === "object" && error !== null ? (error as { field?: unknown }).field : null;
  return typeof field === "string" ? field : null;
};

/** An actor's rejection (an error event's `error`). */
const errorOf = (event: unknown) => (event as { error?: unknown }).error;

/**
 * My Account (spec §2, §5, §7): loads GET me, then saves one tab at a time (PATCH me) or a new photo
 * (PATCH me/photo; DELETE removes it). A photo of the wrong type or over 1 MB is refused here before it is sent; the server
 * checks everything again (its size check reads the image header). A refusal keeps the page editable.
 */
export const myAccountMachine = setup({
  types: { context: {} as MyAccountContext, events: {} as MyAccountEvent },
  actors: {
    loadMe: fromPromise<Me>(mustBeProvided),
    saveMe: fromPromise<Me, MePatch>(mustBeProvided),
    uploadPhoto: fromPromise<{ photoUrl: string }, Blob>(mustBeProvided),
    removePhoto: fromPromise<void>(mustBeProvided),
  },
  actions: {
    refuse: assign(({ event }) => ({
      failure: authFailureOf(errorOf(event)),
      field: fieldOf(errorOf(event)),
    })),
  },
  guards: {
    wrongPhotoType: ({ event }) =>
      event.type === "UPLOAD" && event.photo.type !== "image/png" && event.photo.type !== "image/jpeg",
    photoTooHeavy: ({ event }) => event.type === "UPLOAD" && event.photo.size > photoLimits.maxBytes,
  },
}).createMachine({
  id: "my-account",
  initial: "loading",
  context: { me: null, section: null, failure: null, field: null, saves: 0 },
  states: {
    loading: {
      invoke: {
        id: "loadMe",
        src: "loadMe",
        onDone: { target: "ready", actions: assign({ me: ({ event }) => event.output, failure: null }) },
        onError: { target: "failed", actions: "refuse" },
      },
    },
    failed: { on: { RETRY: "loading" } },
    ready: {
      on: {
        SAVE: {
          target: "saving",
          actions: assign({ section: ({ event }) => event.section, failure: null, field: null }),
        },
        UPLOAD: [
          {
            guard: "wrongPhotoType",
            actions: assign({ section: "photo", failure: "photoType", field: "photo" }),
          },
          {
            guard: "photoTooHeavy",
            actions: assign({ section: "photo", failure: "photoTooLarge", field: "photo" }),
          },
          { target: "uploading", actions: assign({ section: "photo", failure: null, field: null }) },
        ],
        REMOVE_PHOTO: {
          target: "removingPhoto",
          actions: assign({ section: "photo", failure: null, field: null }),
        },
      },
    },
    removingPhoto: {
      invoke: {
        id: "removePhoto",
        src: "removePhoto",
        onDone: {
          target: "ready",
          actions: assign({
            me: ({ context }) => (context.me ? { ...context.me, photo: null } : null),
            saves: ({ context }) => context.saves + 1,
          }),
        },
        onError: { target: "ready", actions: "refuse" },
      },
    },
    saving: {
      invoke: {
        id: "saveMe",
        src: "saveMe",
        input: ({ event }) => (event.type === "SAVE" ? event.patch : {}),
        onDone: {
          target: "ready",
          actions: assign({ me: ({ event }) => event.output, saves: ({ context }) => context.saves + 1 }),
        },
        onError: { target: "ready", actions: "refuse" },
      },
    },
    uploading: {
      invoke: {
        id: "uploadPhoto",
        src: "uploadPhoto",
        input: ({ event }) => (event.type === "UPLOAD" ? event.photo : new Blob()),
        onDone: {
          target: "ready",
          actions: assign({
            me: ({ context, event }) => (context.me ? { ...context.me, photo: event.output.photoUrl } : null),
            saves: ({ context }) => context.saves + 1,
          }),
        },
        onError: { target: "ready", actions: "refuse" },
      },
    },
  },
});
