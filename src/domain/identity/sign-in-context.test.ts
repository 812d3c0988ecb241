import { describe, expect, it } from "vitest";
import {
  bareHostname,
  isOperationHost,
  loginLabelKey,
  loginLeadKey,
  safeSsoUrl,
  ssoLink,
} from "./sign-in-context.ts";

describe("sign-in context rules", () => {
  it("recognises the operation host whatever the case or port", () => {
    expect(bareHostname("Operacao.Localhost:4123")).toBe("operacao.localhost");
    expect(isOperationHost("operacao.localhost:3000", "operacao.localhost")).toBe(true);
    expect(isOperationHost("localhost", "operacao.localhost")).toBe(false);
    expect(isOperationHost("evil.com/operacao.localhost", "operacao.localhost")).toBe(false);
    expect(isOperationHost("", "")).toBe(false);
  });

  it("offers an SSO address only when it is an absolute http(s) URL or a path on this site", () => {
    expect(safeSsoUrl("https://idp.example.org/saml/sso?tenant=hc")).toBe(
      "https://idp.example.org/saml/sso?tenant=hc",
    );
    expect(safeSsoUrl("http://idp.example.org")).toBe("http://idp.example.org/");
    // A path on this site (the example IdP this server hosts) is kept as it is.
    expect(safeSsoUrl("/dev/saml-idp/sso?sp=hcfmusp")).toBe("/dev/saml-idp/sso?sp=hcfmusp");
    for (const bad of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      " https://idp.example.org",
      "java\tscript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "//evil.example",
      "/\\evil.example",
      "auth/sso",
      "https:evil.example",
      "https://user:pass@idp.example.org",
      "https:\\\\evil.example",
      "ftp://idp.example.org",
      "",
      42,
      null,
    ]) {
      expect(safeSsoUrl(bad), String(bad)).toBeNull();
    }
  });

  it("links SSO only when SAML is on, and labels the login field from the modes", () => {
    const modes = {
      userName: true,
      hasAuthByEmail: true,
      hasAuthBySaml: true,
      samlRequest: { url: "https://idp.example.org" },
      lti: false,
    };
    expect(ssoLink(modes)).toBe("https://idp.example.org/");
    expect(ssoLink({ ...modes, hasAuthBySaml: false })).toBeNull();
    expect(ssoLink({ ...modes, samlRequest: { url: "javascript:alert(1)" } })).toBeNull();
    expect(loginLabelKey(modes)).toBe("signIn.username");
    expect(loginLabelKey({ userName: true, hasAuthByEmail: false })).toBe("signIn.usernameOnly");
    expect(loginLabelKey({ userName: false, hasAuthByEmail: true })).toBe("signIn.emailOnly");
    expect(loginLeadKey(modes)).toBe("signIn.lead");
    expect(loginLeadKey({ userName: true, hasAuthByEmail: false })).toBe("signIn.leadUsername");
    expect(loginLeadKey({ userName: false, hasAuthByEmail: true })).toBe("signIn.leadEmail");
  });
});
