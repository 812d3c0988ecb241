import { useEffect, useRef, useSyncExternalStore, type ReactNode } from "react";
import {
  isChunkLoadError,
  reloadGuardStorageKey,
  shouldReloadAfterChunkFailure,
} from "#src/domain/reload-guard.ts";
import { globalStore } from "#src/stores/global.store.ts";
import type { AppStartEnvironment } from "./app-start.actors.ts";
import type { AppStartApi } from "./app-start.connect.ts";

/** Every member touches `window` only when called. */
const browserEnvironment: AppStartEnvironment = {
  storage: () => window.localStorage,
  currentUrl: () => window.location.href,
  // Keep the router's history state so React Router's keys survive the address change.
  replaceAddress: (url) => window.history.replaceState(window.history.state, "", url),
  onReady: () => globalStore.getState().setReady(true),
};

/** Spec §4/§9: a chunk that fails to load reloads the page, at most once per 60 s (remembered per tab). */
function reloadAfterChunkFailure(error: unknown) {
  if (!isChunkLoadError(error)) return;
  const last = Number(window.sessionStorage.getItem(reloadGuardStorageKey));
  if (!shouldReloadAfterChunkFailure(Number.isFinite(last) && last > 0 ? last : null, Date.now())) return;
  window.sessionStorage.setItem(reloadGuardStorageKey, String(Date.now()));
  window.location.reload();
}

/** What layouts see while the start-up machine is still loading (and during the server render). */
const starting: AppStartApi = {
  isStarting: true,
  isReady: false,
  hasFailed: false,
  isAuthenticated: false,
  handedOff: false,
  applicationTitle: null,
  failureMessageKey: null,
  retry: () => {},
  handOffQuestion: null,
  keepSession: () => {},
  switchSession: () => {},
};

/**
 * The start-up state, for the layouts that read it. An outside store, not a context: a context that changes
 * while a lazily loaded part of the page still waits for its code makes React throw that part's server HTML
 * away and render it again, empty, under the person's fingers (issue 28, hydration-typing.spec.ts).
 */
let current: AppStartApi = starting;
const listeners = new Set<() => void>();
const appStartStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => current,
  set(api: AppStartApi) {
    current = api;
    for (const listener of listeners) listener();
  },
};
const serverSnapshot = () => starting;

/** Starts the app once per page load (spec §4 "Shell") and shares its state with layouts through a store. */
function useAppStart(currentPath: string) {
  const firstPath = useRef(true);

  useEffect(() => {
    const url = new URL(window.location.href);
    const state = globalStore.getState();
    state.markHydrated();
    state.setHostname(url.hostname);
    // The tracking rules load after hydration, beside the start-up flow: no first visit carries them.
    void import("#src/domain/tracking.ts").then(({ captureTracking }) =>
      globalStore.getState().setTrackingParams(captureTracking(url.search)),
    );

    let stop: (() => void) | undefined;
    let cancelled = false;
    // The error reporter (spec §9) loads after hydration too: script errors and a sample of load times.
    let stopReporting: (() => void) | undefined;
    void import("#src/services/client-reports/client-error-reporter.ts").then(
      ({ installErrorReporter, clientReportSender }) => {
        if (cancelled) return;
        stopReporting = installErrorReporter(window, {
          send: clientReportSender(window.location.origin),
          random: Math.random,
        });
      },
    );
    import("./app-start.runtime.ts")
      .then(({ runAppStart, loadSystemDate }) => {
        if (cancelled) return;
        stop = runAppStart(
          browserEnvironment,
          { hostname: url.hostname, tokenId: url.searchParams.get("tokenId") },
          appStartStore.set,
        );
        loadSystemDate(({ systemDate, offsetMs }) =>
          globalStore.getState().setSystemDate(systemDate, offsetMs),
        );
      })
      .catch(reloadAfterChunkFailure);

    const onResize = () => globalStore.getState().setViewportWidth(window.innerWidth);
    const onRejection = (event: PromiseRejectionEvent) => reloadAfterChunkFailure(event.reason);
    onResize();
    window.addEventListener("resize", onResize);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      cancelled = true;
      stop?.();
      stopReporting?.();
      appStartStore.set(starting);
      window.removeEventListener("resize", onResize);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, []);

  // Tracking parameters captured at entry are appended to every later navigation (spec §4 "Shell").
  useEffect(() => {
    globalStore.getState().setRoutePath(currentPath);
    if (firstPath.current) {
      firstPath.current = false;
      return;
    }
    const tracking = globalStore.getState().trackingParams;
    if (!tracking) return;
    void import("#src/domain/tracking.ts").then(({ appendTracking }) => {
      const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      const tracked = appendTracking(here, tracking);
      if (tracked !== here) window.history.replaceState(window.history.state, "", tracked);
    });
  }, [currentPath]);
}

export function AppStartProvider({ currentPath, children }: { currentPath: string; children: ReactNode }) {
  useAppStart(currentPath);
  return children;
}

export function useAppStartState(): AppStartApi {
  return useSyncExternalStore(appStartStore.subscribe, appStartStore.get, serverSnapshot);
}

export { reloadAfterChunkFailure };
