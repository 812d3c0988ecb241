import { describe, expect, it } from "vitest";
import { createSnackbarStore, snackbarMs } from "./snackbar.store.ts";

describe("snackbar store", () => {
  it("shows snackbars in order, keeps three at most, and times out all but errors", () => {
    const timers: { run: () => void; ms: number }[] = [];
    const store = createSnackbarStore((run, ms) => timers.push({ run, ms }));
    const first = store.getState().show("success", "Salvo");
    store.getState().show("error", "Falhou");
    store.getState().show("info", "a");
    store.getState().show("warning", "b");
    expect(store.getState().items.map((item) => item.kind)).toEqual(["error", "info", "warning"]);
    expect(timers).toHaveLength(3);
    expect(timers.every((timer) => timer.ms === snackbarMs)).toBe(true);
    for (const timer of timers) timer.run();
    expect(store.getState().items.map((item) => item.message)).toEqual(["Falhou"]);
    store.getState().dismiss(first + 1);
    expect(store.getState().items).toEqual([]);
  });
});
