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

describe("TRUST_PROXY and /metrics access (issue 31)", () => {
  it("reads a list of proxies and refuses a bad value at start, naming the variable", () => {
    expect(readServerConfig({ TRUST_PROXY: "10.0.0.0/8, 192.0.2.1" }, "build").trustProxy).toHaveProperty(
      "proxies",
    );
    expect(readServerConfig({ TRUST_PROXY: "2" }, "build").trustProxy).toEqual({ hops: 2 });
    expect(() => readServerConfig({ TRUST_PROXY: "10.0.0.0/33" }, "build")).toThrow(
      /TRUST_PROXY: "10.0.0.0\/33"/,
    );
    expect(() => readServerConfig({ TRUST_PROXY: "nginx" }, "build")).toThrow(/TRUST_PROXY/);
    expect(() => readServerConfig({ TRUST_PROXY: "11" }, "build")).toThrow(/hop count/);
  });

  it("turns /metrics off in production without a token or network, loopback only elsewhere", () => {
    expect(readServerConfig({ NODE_ENV: "production" }, "build").metrics).toBeNull();
    expect(readServerConfig({}, "build").metrics).toEqual({ token: null, allow: "loopback" });
    const access = readServerConfig(
      { NODE_ENV: "production", METRICS_TOKEN: "s".repeat(32) },
      "build",
    ).metrics;
    expect(access).toEqual({ token: "s".repeat(32), allow: null });
    expect(() => readServerConfig({ METRICS_TOKEN: "short" }, "build")).toThrow(/METRICS_TOKEN/);
    expect(() => readServerConfig({ METRICS_ALLOW: "not-a-net" }, "build")).toThrow(/METRICS_ALLOW/);
  });
});
