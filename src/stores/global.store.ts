import { createStore } from "zustand/vanilla";
import { useStore } from "zustand";
import {
  breakpointFor,
  responsiveFlagsFor,
  type BreakpointName,
  type ResponsiveFlags,
} from "../domain/breakpoints.ts";

/** Global UI state of spec §3. Written only in the browser; on the server every page reads the defaults. */
export interface GlobalState extends ResponsiveFlags {
  hostname: string;
  isSSR: boolean;
  isReady: boolean;
  routePath: string;
  homePageScroll: number;
  breakpointInUse: BreakpointName;
  /** ISO date the platform reports as "now" (parameters/system-date); null until known. */
  systemDate: string | null;
  /** Milliseconds to add to the device's clock to get the platform's (0 until the system date is known). */
  clockOffsetMs: number;
  /** The retained tracking query string (without "?"), empty when none. */
  trackingParams: string;
  /**
   * The signed-in person's courses in progress (empty signed out or until read, issue 28): friendly URL → where
   * the course is taken, its address in the student portal (issue 32).
   */
  ownedCourses: Readonly<Record<string, string>>;
}

export interface GlobalActions {
  setHostname(hostname: string): void;
  markHydrated(): void;
  setReady(isReady: boolean): void;
  setViewportWidth(width: number): void;
  setRoutePath(routePath: string): void;
  setHomePageScroll(offset: number): void;
  setSystemDate(isoDate: string | null, clockOffsetMs?: number): void;
  setTrackingParams(query: string): void;
  setOwnedCourses(owned: Readonly<Record<string, string>>): void;
}

/** Desktop-first defaults: the server cannot know the viewport, CSS media queries do the real layout work. */
const initialWidth = 1280;

export function createGlobalStore() {
  return createStore<GlobalState & GlobalActions>()((set) => ({
    hostname: "",
    isSSR: true,
    isReady: false,
    routePath: "/",
    homePageScroll: 0,
    breakpointInUse: breakpointFor(initialWidth),
    ...responsiveFlagsFor(initialWidth),
    systemDate: null,
    clockOffsetMs: 0,
    trackingParams: "",
    setHostname: (hostname) => set({ hostname }),
    markHydrated: () => set({ isSSR: false }),
    setReady: (isReady) => set({ isReady }),
    setViewportWidth: (width) => set({ breakpointInUse: breakpointFor(width), ...responsiveFlagsFor(width) }),
    setRoutePath: (routePath) => set({ routePath }),
    setHomePageScroll: (homePageScroll) => set({ homePageScroll }),
    setSystemDate: (systemDate, clockOffsetMs = 0) => set({ systemDate, clockOffsetMs }),
    setTrackingParams: (trackingParams) => set({ trackingParams }),
    ownedCourses: {},
    setOwnedCourses: (ownedCourses) => set({ ownedCourses }),
  }));
}

export const globalStore = createGlobalStore();

export function useGlobalState<T>(selector: (state: GlobalState & GlobalActions) => T): T {
  return useStore(globalStore, selector);
}

/**
 * Where the signed-in person takes this course when they already have it (its page, card and cart say "Ir para o
 * curso" and lead there); undefined when they do not.
 */
export const useOwnedCourse = (friendlyUrl: string): string | undefined =>
  useStore(globalStore, (state) => state.ownedCourses[friendlyUrl]);
