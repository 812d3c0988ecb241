import { describe, expect, it } from "vitest";
import { loggableUrl } from "./logger.ts";

describe("loggableUrl", () => {
  it("redacts credential-bearing query values and keeps the rest", () => {
    expect(loggableUrl("/?tokenId=abc&utm_source=x")).toBe("/?tokenId=%5Bredacted%5D&utm_source=x");
    expect(loggableUrl("/auth/password/change?token=t1")).toBe("/auth/password/change?token=%5Bredacted%5D");
    expect(loggableUrl("/busca?termo=uti")).toBe("/busca?termo=uti");
    expect(loggableUrl(undefined)).toBe("");
  });

  it("redacts the Pix webhook's secret from its path (ADR 048)", () => {
    expect(loggableUrl("/api/payments/pix/webhook/s3cr3t-0123456789abcdef0123456789/pix")).toBe(
      "/api/payments/pix/webhook/[redacted]/pix",
    );
    expect(loggableUrl("/api/payments/other/s3cr3t")).toBe("/api/payments/other/s3cr3t");
  });
});
