import { describe, expect, it } from "vitest";
import { readOptions } from "./options.ts";

describe("readOptions", () => {
  it("reads flags, falls back to PIX_PSP_* variables, and turns numbers into numbers", () => {
    const options = readOptions(["--api-port", "8443", "--webhook-url", "http://127.0.0.1:3000/hook"], {
      PIX_PSP_API_PORT: "9999",
      PIX_PSP_TOKEN_LIFETIME: "60",
      PIX_PSP_CLIENT_ID: "demo",
    });
    expect(options).toEqual({
      apiPort: 8443,
      webhookUrl: "http://127.0.0.1:3000/hook",
      tokenLifetimeSeconds: 60,
      clientId: "demo",
    });
  });

  it("refuses an unknown flag and a number that is not an integer", () => {
    expect(() => readOptions(["--api-prot", "1"], {})).toThrow();
    expect(() => readOptions(["--seed", "abc"], {})).toThrow("--seed (PIX_PSP_SEED) must be an integer");
  });
});
