import { useActorRef, useSelector } from "@xstate/react";
import { createContext, createElement, useContext, useEffect, useMemo, useRef, type ReactNode } from "react";
import { isChunkLoadError, reloadGuardStorageKey, shouldReloadAfterChunkFailure } from "../../domain/reload-guard.ts";
import { appendTracking, captureTracking } from "../../domain/tracking.ts";
import { globalStore } from "../../stores/global.store.ts";
import { provideAppStart, type AppStartEnvironment } from "./app-start.actors.ts";
import { connectAppStart, type AppStartApi } from "./app-start.connect.ts";

/** Every member touches `window` only when called: the machine is also created during the server render. */
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

const AppStartContext = createContext<AppStartApi | null>(null);

/** Starts the app once per page load and shares its state with layouts through context. */
function useAppStart(currentPath: string): AppStartApi {
  const machine = useMemo(() => provideAppStart(browserEnvironment), []);
  const actor = useActorRef(machine);
  const snapshot = useSelector(actor, (s) => s);
  const firstPath = useRef(true);

  useEffect(() => {
    const url = new URL(window.location.href);
    const state = globalStore.getState();
    state.markHydrated();
    state.setHostname(url.hostname);
    state.setTrackingParams(captureTracking(url.search));
    actor.send({ type: "START", hostname: url.hostname, tokenId: url.searchParams.get("tokenId") });

    const onResize = () => globalStore.getState().setViewportWidth(window.innerWidth);
    const onPreloadError = (event: Event) => reloadAfterChunkFailure((event as Event & { payload?: unknown }).payload);
    const onRejection = (event: PromiseRejectionEvent) => reloadAfterChunkFailure(event.reason);
    onResize();
    window.addEventListener("resize", onResize);
    window.addEventListener("vite:preloadError", onPreloadError);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      window.removeEventListener("resize", onResize);
      window.removeEventListener("vite:preloadError", onPreloadError);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, [actor]);

  // Tracking parameters captured at entry are appended to every later navigation (spec §4 "Shell").
  useEffect(() => {
    globalStore.getState().setRoutePath(currentPath);
    if (firstPath.current) {
      firstPath.current = false;
      return;
    }
    const tracking = globalStore.getState().trackingParams;
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    const tracked = appendTracking(here, tracking);
    if (tracked !== here) window.history.replaceState(window.history.state, "", tracked);
  }, [currentPath]);

  return connectAppStart(snapshot, actor.send);
}

export function AppStartProvider({ currentPath, children }: { currentPath: string; children: ReactNode }) {
  const api = useAppStart(currentPath);
  return createElement(AppStartContext.Provider, { value: api }, children);
}

export function useAppStartState(): AppStartApi {
  const api = useContext(AppStartContext);
  if (!api) throw new Error("useAppStartState must be used inside AppStartProvider");
  return api;
}

export { reloadAfterChunkFailure };
