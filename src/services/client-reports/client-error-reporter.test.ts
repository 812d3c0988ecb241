import { describe, expect, it, vi } from "vitest";
import type { ClientReportPayload } from "../api/client-reports-api.ts";
import { installErrorReporter, type ReportedPage } from "./client-error-reporter.ts";

/** A page with listeners, an address and a navigation timing, and what it sent. */
function fakePage(readyState = "complete") {
  const listeners = new Map<string, Set<(event: Event) => void>>();
  const page: ReportedPage = {
    addEventListener: (type, listener) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(listener);
    },
    removeEventListener: (type, listener) => listeners.get(type)?.delete(listener),
    location: { pathname: "/curso/uti", origin: "https://sabia.example" },
    document: { readyState },
    performance: {
      getEntriesByType: () => [{ loadEventEnd: 1234.4, duration: 1300 } as unknown as PerformanceEntry],
    },
  };
  const fire = (type: string, event: Event) => listeners.get(type)?.forEach((listener) => listener(event));
  const sent: ClientReportPayload[] = [];
  const send = vi.fn(async (report: ClientReportPayload) => void sent.push(report));
  return { page, fire, sent, send, listeners };
}

const errorEvent = (message: string, filename = "https://sabia.example/assets/app.js") => {
  const error = new TypeError(message);
  return Object.assign(new Event("error"), { message, filename, lineno: 3, colno: 9, error });
};

describe("the client error reporter (spec §9)", () => {
  it("reports an error of the page's own script once, with its source and stack, and a rejection", async () => {
    const { page, fire, sent, send } = fakePage();
    installErrorReporter(page, { send, random: () => 0.5 });
    fire("error", errorEvent("x is undefined"));
    fire("error", errorEvent("x is undefined"));
    fire("unhandledrejection", Object.assign(new Event("unhandledrejection"), { reason: new Error("late") }));
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({
      kind: "error",
      path: "/curso/uti",
      message: "TypeError: x is undefined",
      source: "/assets/app.js:3:9",
    });
    expect(sent[0]!.stack).toContain("x is undefined");
    expect(sent[1]).toMatchObject({ kind: "error", message: "Error: late" });
  });

  it("leaves out other origins' scripts and the browser's bare 'Script error.', and stops at five per page", () => {
    const { page, fire, sent, send } = fakePage();
    installErrorReporter(page, { send, random: () => 0.5 });
    fire("error", errorEvent("from an extension", "chrome-extension://abc/content.js"));
    fire("error", Object.assign(new Event("error"), { message: "Script error.", filename: "" }));
    for (let index = 0; index < 8; index += 1) fire("error", errorEvent(`error ${index}`));
    expect(sent.map((report) => report.message)).toEqual([0, 1, 2, 3, 4].map((i) => `TypeError: error ${i}`));
  });

  it("sends the load time of a sampled page view only (random below 0.01), after load", async () => {
    vi.useFakeTimers();
    try {
      const sampled = fakePage("loading");
      installErrorReporter(sampled.page, { send: sampled.send, random: () => 0.009 });
      expect(sampled.sent).toEqual([]);
      sampled.fire("load", new Event("load"));
      await vi.runAllTimersAsync();
      expect(sampled.sent).toEqual([{ kind: "trace", path: "/curso/uti", durationMs: 1234 }]);

      const other = fakePage();
      installErrorReporter(other.page, { send: other.send, random: () => 0.01 });
      await vi.runAllTimersAsync();
      expect(other.sent).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("never throws when a report cannot go, and the uninstaller stops listening", async () => {
    const { page, fire, listeners } = fakePage();
    const send = vi.fn(() => Promise.reject(new Error("offline")));
    const uninstall = installErrorReporter(page, { send, random: () => 0.5 });
    expect(() => fire("error", errorEvent("boom"))).not.toThrow();
    await Promise.resolve();
    uninstall();
    expect(listeners.get("error")?.size).toBe(0);
    fire("error", errorEvent("after"));
    expect(send).toHaveBeenCalledTimes(1);
  });
});
