import { createActor } from "xstate";
import { provideAppStart, type AppStartEnvironment } from "./app-start.actors.ts";
import { connectAppStart, type AppStartApi } from "./app-start.connect.ts";
import { runSession } from "../../services/session/session.client.ts";

const exchangeHandOff = (tokenId: string) =>
  runSession((api) => api.exchangeHandOff({ payload: { tokenId } })).then(({ accessToken }) => accessToken);

/**
 * Creates and starts the app-start actor. Loaded with a dynamic import after hydration, so XState and
 * Effect stay out of the JavaScript a first page view must download (storefront budget: 125 KB gzip).
 */
export function runAppStart(
  environment: AppStartEnvironment,
  start: { hostname: string; tokenId: string | null },
  onChange: (api: AppStartApi) => void,
): () => void {
  const actor = createActor(provideAppStart(environment, exchangeHandOff));
  const subscription = actor.subscribe((snapshot) => onChange(connectAppStart(snapshot, actor.send)));
  actor.start();
  actor.send({ type: "START", ...start });
  return () => {
    subscription.unsubscribe();
    actor.stop();
  };
}
