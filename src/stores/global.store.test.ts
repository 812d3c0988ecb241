import { describe, expect, it } from "vitest";
import { createGlobalStore } from "./global.store.ts";

describe("global store (spec §3 global state)", () => {
  it("starts as a server render: not ready, desktop flags, no tracking", () => {
    const state = createGlobalStore().getState();
    expect(state).toMatchObject({
      isSSR: true,
      isReady: false,
      isMobile: false,
      trackingParams: "",
      systemDate: null,
    });
  });

  it("derives the breakpoint and responsive flags from the viewport width", () => {
    const store = createGlobalStore();
    store.getState().setViewportWidth(375);
    expect(store.getState()).toMatchObject({ breakpointInUse: "xs", isMobile: true, isDrawerMenu: true });
    store.getState().setViewportWidth(1920);
    expect(store.getState()).toMatchObject({ breakpointInUse: "xl", isMobile: false, isDrawerMenu: false });
  });

  it("records host, hydration, readiness, route, scroll, system date and tracking", () => {
    const store = createGlobalStore();
    const s = store.getState();
    s.setHostname("sabia.dev");
    s.markHydrated();
    s.setReady(true);
    s.setRoutePath("/busca");
    s.setHomePageScroll(420);
    s.setSystemDate("2026-11-22", -300_000);
    s.setTrackingParams("utm_source=x");
    expect(store.getState()).toMatchObject({
      hostname: "sabia.dev",
      isSSR: false,
      isReady: true,
      routePath: "/busca",
      homePageScroll: 420,
      systemDate: "2026-11-22",
      clockOffsetMs: -300_000,
      trackingParams: "utm_source=x",
    });
  });

  it("knows the signed-in person's courses (issue 28): none at first, then the ones set", () => {
    const store = createGlobalStore();
    expect(store.getState().ownedCourses).toEqual({});
    const owned = { "uti-online-2-edicao": "/wc/sabia-portal/sabia-course-portal?curso=7" };
    store.getState().setOwnedCourses(owned);
    expect(store.getState().ownedCourses).toEqual(owned);
  });
});
