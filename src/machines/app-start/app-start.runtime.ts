import { createActor } from "xstate";
import { provideAppStart, type AppStartEnvironment } from "./app-start.actors.ts";
import { connectAppStart, type AppStartApi } from "./app-start.connect.ts";
import { runAccessSessions } from "#src/services/session/access-sessions.client.ts";
import { bearer, runSession, shellApplication } from "#src/services/session/session.client.ts";
import type { HandOffCalls } from "./app-start.actors.ts";
import { readSystemDate, type SystemDateReading } from "#src/services/catalog/system-date.client.ts";
import { withBearer } from "#src/services/api/authorization.ts";

/** The hand-off's server calls: exchange the code, ask whose the current token is, end a declined session. */
const handOffCalls: HandOffCalls = {
  exchange: (tokenId) =>
    runSession((api) => api.exchangeHandOff({ payload: { tokenId } })).then(({ accessToken, user }) => ({
      accessToken,
      user: user ?? null,
    })),
  whoIs: (token) =>
    runSession((api) =>
      withBearer(bearer(token).authorization)(api.session({ query: { applicationAlias: shellApplication } })),
    ).then(
      ({ user }) => ({ id: user.id, name: user.name }),
      () => null,
    ),
  discard: (token) => runAccessSessions((api) => withBearer(bearer(token).authorization)(api.signOut())),
};

/**
 * Creates and starts the app-start actor. Loaded with a dynamic import after hydration, so XState and
 * Effect stay out of the JavaScript a first page view must download (storefront budget: 125 KB gzip).
 */
export function runAppStart(
  environment: AppStartEnvironment,
  start: { hostname: string; tokenId: string | null },
  onChange: (api: AppStartApi) => void,
): () => void {
  const actor = createActor(provideAppStart(environment, handOffCalls));
  const subscription = actor.subscribe((snapshot) => onChange(connectAppStart(snapshot, actor.send)));
  actor.start();
  actor.send({ type: "START", ...start });
  return () => {
    subscription.unsubscribe();
    actor.stop();
  };
}

/**
 * Spec §3 systemDate: the platform's date and the device clock's distance from it, read once per page load.
 * Not reachable, the device's clock stands (offset 0), so nothing waits on it.
 */
export function loadSystemDate(onRead: (reading: SystemDateReading) => void): void {
  readSystemDate({
    baseUrl: window.location.origin,
    language: document.documentElement.lang || "pt-BR",
  }).then(onRead, () => {});
}
