import { createStore } from "zustand/vanilla";
import { useStore } from "zustand";

/** Spec §4 Shell: the five snackbar kinds, each with its colour and icon. */
export const snackbarKinds = ["default", "success", "warning", "error", "info"] as const;
export type SnackbarKind = (typeof snackbarKinds)[number];

export interface Snackbar {
  id: number;
  kind: SnackbarKind;
  message: string;
}

interface SnackbarState {
  items: Snackbar[];
  show(kind: SnackbarKind, message: string): number;
  dismiss(id: number): void;
}

/** How long a snackbar stays (an error stays until dismissed). */
export const snackbarMs = 6000;
const maxVisible = 3;

export function createSnackbarStore(schedule: (run: () => void, ms: number) => void = setTimeout) {
  let next = 1;
  return createStore<SnackbarState>()((set, get) => ({
    items: [],
    show(kind, message) {
      const id = next++;
      set({ items: [...get().items, { id, kind, message }].slice(-maxVisible) });
      if (kind !== "error") schedule(() => get().dismiss(id), snackbarMs);
      return id;
    },
    dismiss(id) {
      set({ items: get().items.filter((item) => item.id !== id) });
    },
  }));
}

/** The page's snackbars (browser only: the server never shows one). */
export const snackbarStore = createSnackbarStore();

export const showSnackbar = (kind: SnackbarKind, message: string) =>
  snackbarStore.getState().show(kind, message);

export function useSnackbars(): Snackbar[] {
  return useStore(snackbarStore, (state) => state.items);
}

export const dismissSnackbar = (id: number) => snackbarStore.getState().dismiss(id);
