import { describe, expect, it } from "vitest";
import { readServerConfig } from "./config.ts";

describe("VLIBRAS_ROOT (ADR 039)", () => {
  it("defaults to the gov.br root and keeps a self-hosted path", () => {
    expect(readServerConfig({}, "build").vlibrasRoot).toBe("https://vlibras.gov.br/app");
    expect(readServerConfig({ VLIBRAS_ROOT: "/vlibras/" }, "build").vlibrasRoot).toBe("/vlibras");
  });

  it("refuses to start with a root that is not https or a path here", () => {
    expect(() => readServerConfig({ VLIBRAS_ROOT: "http://vlibras.example" }, "build")).toThrow(
      /VLIBRAS_ROOT/,
    );
  });
});

describe("RENDER_THREADS (ADR 042)", () => {
  it("defaults to the cores a process may use: all of them alone, a share in a cluster, never 0", () => {
    expect(readServerConfig({}, "build", 2).renderThreads).toBe(2);
    expect(readServerConfig({ PROCESSES: "2" }, "build", 2).renderThreads).toBe(1);
    expect(readServerConfig({ PROCESSES: "4" }, "build", 2).renderThreads).toBe(1);
    expect(readServerConfig({ RENDER_THREADS: "0" }, "build", 8).renderThreads).toBe(0);
  });

  it("refuses anything but a whole number from 0 to 64", () => {
    for (const value of ["-1", "1.5", "65", "many"]) {
      expect(() => readServerConfig({ RENDER_THREADS: value }, "build")).toThrow(/RENDER_THREADS/);
    }
  });
});
