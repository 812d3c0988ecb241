import { describe, expect, it } from "vitest";
import { OidcRefused, personOf } from "./oidc-accounts.ts";
import { govbrLevelOf, levelAccepted, type OidcProvider } from "./oidc-providers.ts";

const provider = (kind: string) => ({ id: 1, tenantId: 1, kind }) as OidcProvider;

describe("gov.br assurance levels (bronze, prata, ouro)", () => {
  it("reads reliability_info.level, else the highest listed level id", () => {
    expect(govbrLevelOf({ reliability_info: { level: "silver" } })).toBe("prata");
    expect(govbrLevelOf({ reliability_info: { level: "gold" } })).toBe("ouro");
    expect(govbrLevelOf({ reliability_levels: [{ id: "1" }, { id: "3" }] })).toBe("ouro");
    expect(govbrLevelOf({ niveis: ["1"] })).toBe("bronze");
    expect(govbrLevelOf({})).toBeNull();
  });

  it("accepts any level when the tenant requires none, else only the listed ones", () => {
    expect(levelAccepted([], null)).toBe(true);
    expect(levelAccepted(["prata", "ouro"], "bronze")).toBe(false);
    expect(levelAccepted(["prata", "ouro"], null)).toBe(false);
    expect(levelAccepted(["prata", "ouro"], "ouro")).toBe(true);
  });
});

describe("the person an OP names", () => {
  it("gov.br: the subject is a valid CPF, else the sign-in is refused", () => {
    const claims = { iss: "https://sso.acesso.gov.br", sub: "52998224725", name: "Ana", email: "a@x.br" };
    expect(personOf(provider("govbr"), { ...claims, email_verified: true })).toMatchObject({
      cpf: "52998224725",
      email: "a@x.br",
    });
    expect(() => personOf(provider("govbr"), { ...claims, sub: "12345678900" })).toThrow(OidcRefused);
  });

  it("takes an e-mail only when the OP verified it", () => {
    const claims = { iss: "https://accounts.google.com", sub: "1", email: "b@gmail.com" };
    expect(personOf(provider("google"), { ...claims, email_verified: false }).email).toBeNull();
    expect(personOf(provider("google"), { ...claims, email_verified: true }).email).toBe("b@gmail.com");
    expect(personOf(provider("google"), { ...claims, email_verified: true }).cpf).toBeNull();
  });
});
