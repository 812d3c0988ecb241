import { describe, expect, it } from "vitest";
import { loggableUrl } from "./logger.ts";

describe("loggableUrl", () => {
  it("redacts credential-bearing query values and keeps the rest", () => {
    expect(loggableUrl("/?tokenId=abc&utm_source=x")).toBe("/?tokenId=%5Bredacted%5D&utm_source=x");
    expect(loggableUrl("/auth/password/change?token=t1")).toBe("/auth/password/change?token=%5Bredacted%5D");
    // A lesson video's signed address is a credential for its hours (issue 32); its expiry is not.
    expect(loggableUrl("/media/aulas/aula-1.mp4?ate=1800000000&assinatura=abc")).toBe(
      "/media/aulas/aula-1.mp4?ate=1800000000&assinatura=%5Bredacted%5D",
    );
    expect(loggableUrl("/busca?termo=uti")).toBe("/busca?termo=uti");
    expect(loggableUrl("/api/audit-events?person=Ana&action=person.read")).toBe(
      "/api/audit-events?person=%5Bredacted%5D&action=person.read",
    );
    expect(loggableUrl(undefined)).toBe("");
  });

  it("redacts the Pix webhook's secret from its path (ADR 048)", () => {
    expect(loggableUrl("/api/payments/pix/webhook/s3cr3t-0123456789abcdef0123456789/pix")).toBe(
      "/api/payments/pix/webhook/[redacted]/pix",
    );
    expect(loggableUrl("/api/payments/other/s3cr3t")).toBe("/api/payments/other/s3cr3t");
  });

  it("redacts reset tokens in the reset link's page and check paths", () => {
    const token = "Zdo7UU-BsDI42k1eTXv-waMT62iYTKfYWaWUtLTh_ms";
    expect(loggableUrl(`/auth/password/change/${token}`)).toBe("/auth/password/change/[redacted]");
    expect(loggableUrl(`/api/users/password/reset/check/${token}?x=1`)).toBe(
      "/api/users/password/reset/check/[redacted]?x=1",
    );
    // An application's own reset path: the token is known by its shape.
    expect(loggableUrl(`/portal/nova-senha/${token}`)).toBe("/portal/nova-senha/[redacted]");
  });

  it("redacts SAML messages, OpenID codes and tokens, whatever the case of the name", () => {
    expect(loggableUrl("/api/auth/sso/saml/acs?SAMLResponse=eyJh.b&RelayState=%2Fhome")).toBe(
      "/api/auth/sso/saml/acs?SAMLResponse=%5Bredacted%5D&RelayState=%2Fhome",
    );
    expect(loggableUrl("/cb?CODE=123456&id_token=a.b.c&state=s")).toBe(
      "/cb?CODE=%5Bredacted%5D&id_token=%5Bredacted%5D&state=s",
    );
  });

  it("keeps personal data looked up by path out of the log", () => {
    expect(loggableUrl("/api/subscription/users/person/71460238001")).toBe(
      "/api/subscription/users/person/[redacted]",
    );
    expect(loggableUrl("/api/subscription/users/person/by-email/a%40b.c")).toBe(
      "/api/subscription/users/person/by-email/[redacted]",
    );
    for (const lookup of ["get-user-by-email", "get-person-data", "get-user-by-username"])
      expect(loggableUrl(`/api/subscription/users/${lookup}/aluno%40sabia.dev`)).toBe(
        `/api/subscription/users/${lookup}/[redacted]`,
      );
  });

  it("keeps slugs, ids and UUIDs (lower case) as they are", () => {
    const path = "/curso/qualidade-e-seguranca-do-paciente-em-unidades-de-terapia";
    expect(loggableUrl(path)).toBe(path);
    expect(loggableUrl("/api/users/photos/0b6f3c1e-2a4d-4f7b-9c1e-8d2a4f6b9c1e")).toBe(
      "/api/users/photos/0b6f3c1e-2a4d-4f7b-9c1e-8d2a4f6b9c1e",
    );
  });
});
