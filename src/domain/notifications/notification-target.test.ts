import { describe, expect, it } from "vitest";
import { notificationTarget } from "./notification-target.ts";

const of = (recipientTargetUrl: string | null, notificationTargetUrl: string | null = null) =>
  notificationTarget({ recipientTargetUrl, notificationTargetUrl });

describe("notification click target (spec §4)", () => {
  it("opens http and https addresses in a new window", () => {
    expect(of("https://relatorios.sabia.example/x")).toEqual({
      kind: "external",
      url: "https://relatorios.sabia.example/x",
    });
    expect(of("HTTP://forum.example/t?a=1")).toEqual({ kind: "external", url: "http://forum.example/t?a=1" });
  });

  it("navigates to a path on this site", () => {
    expect(of("/meus-cursos")).toEqual({ kind: "internal", path: "/meus-cursos" });
    expect(of(null, "/busca?termo=ecg")).toEqual({ kind: "internal", path: "/busca?termo=ecg" });
  });

  it("prefers the recipient's target to the notification's", () => {
    expect(of("/minhas-compras", "https://elsewhere.example")).toEqual({
      kind: "internal",
      path: "/minhas-compras",
    });
  });

  it("shows the dialog with no URL, another scheme, or a path that could leave the site", () => {
    for (const url of [
      null,
      "",
      "  ",
      "javascript:alert(1)",
      "mailto:a@b.c",
      "//evil.example",
      "/\\evil",
      "https://",
      "relative/path",
    ])
      expect(of(url)).toEqual({ kind: "none" });
  });
});
