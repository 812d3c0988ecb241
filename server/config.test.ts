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
