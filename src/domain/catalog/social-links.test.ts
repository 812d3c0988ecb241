import { describe, expect, it } from "vitest";
import { isWebAddress, safeSocialLinks } from "./social-links.ts";

describe("footer social links (spec §2)", () => {
  it("keeps http(s) links of known networks, in order, one per network", () => {
    expect(
      safeSocialLinks([
        { network: "instagram", url: "https://www.instagram.com/sabia" },
        { network: "youtube", url: "http://youtube.com/@sabia" },
        { network: "instagram", url: "https://www.instagram.com/other" },
      ]),
    ).toEqual([
      { network: "instagram", url: "https://www.instagram.com/sabia" },
      { network: "youtube", url: "http://youtube.com/@sabia" },
    ]);
  });

  it.each([
    ["javascript:", { network: "facebook", url: "javascript:alert(1)" }],
    ["data:", { network: "facebook", url: "data:text/html,<b>x</b>" }],
    ["relative", { network: "facebook", url: "/facebook" }],
    ["protocol-relative", { network: "facebook", url: "//evil.example" }],
    ["credentials", { network: "facebook", url: "https://user:pw@facebook.com" }],
    ["unknown network", { network: "myspace", url: "https://myspace.com/x" }],
    ["not an object", "https://facebook.com"],
  ])("drops a %s link", (_, item) => {
    expect(safeSocialLinks([item])).toEqual([]);
  });

  it("gives nothing for stored data that is not a list", () => {
    expect(safeSocialLinks(undefined)).toEqual([]);
    expect(safeSocialLinks({ network: "x", url: "https://x.com" })).toEqual([]);
    expect(isWebAddress(42)).toBe(false);
  });
});
