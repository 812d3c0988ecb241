import { describe, expect, it } from "vitest";
import { breakpointFor, responsiveFlagsFor } from "./breakpoints.ts";

describe("breakpoints of spec §9", () => {
  it.each([
    [375, "xs"],
    [599, "xs"],
    [600, "sm"],
    [959, "sm"],
    [960, "md"],
    [1263, "md"],
    [1264, "lg"],
    [1903, "lg"],
    [1904, "xl"],
  ] as const)("width %i is %s", (width, name) => {
    expect(breakpointFor(width)).toBe(name);
  });

  it("mobile is under 960, tablet-or-notebook is 768..1440 inclusive, drawer below 1250", () => {
    expect(responsiveFlagsFor(959)).toMatchObject({
      isMobile: true,
      isTabletOrNotebook: true,
      isDrawerMenu: true,
    });
    expect(responsiveFlagsFor(960).isMobile).toBe(false);
    expect(responsiveFlagsFor(767).isTabletOrNotebook).toBe(false);
    expect(responsiveFlagsFor(1440).isTabletOrNotebook).toBe(true);
    expect(responsiveFlagsFor(1441).isTabletOrNotebook).toBe(false);
    expect(responsiveFlagsFor(1249).isDrawerMenu).toBe(true);
    expect(responsiveFlagsFor(1250).isDrawerMenu).toBe(false);
    expect(responsiveFlagsFor(600).isHeaderSmall).toBe(true);
    expect(responsiveFlagsFor(601).isHeaderSmall).toBe(false);
  });
});
