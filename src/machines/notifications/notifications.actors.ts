import { Effect, Layer } from "effect";
import { fromPromise } from "xstate";
import {
  NotificationsService,
  type NotificationsFailure,
  type NotificationsOptions,
} from "#src/services/notifications/notifications.service.ts";
import { rejectWithFailure, runtimeOf, runToPromise } from "#src/services/runtime.ts";
import { TokenStorage, type KeyValueStore } from "#src/services/session/token-storage.ts";
import { notificationsMachine } from "./notifications.machine.ts";

/** What the notifications' actors need from outside; the hook builds it from `window`, tests pass a layer. */
export interface NotificationsEnvironment {
  options: NotificationsOptions;
  storage(): KeyValueStore;
  tabStorage?(): KeyValueStore;
  /** Tests replace the HTTP adapter (NotificationsService.layerTest). */
  layer?: Layer.Layer<NotificationsService>;
}

/** The browser's environment: the API on this origin, the page's language, the tab's and the shared token. */
export function browserNotificationsEnvironment(language: string): NotificationsEnvironment {
  return {
    options: { baseUrl: window.location.origin, language },
    storage: () => window.localStorage,
    tabStorage: () => window.sessionStorage,
  };
}

function runtimeFor(environment: NotificationsEnvironment) {
  const layer =
    environment.layer ??
    NotificationsService.layer(environment.options).pipe(
      Layer.provide(TokenStorage.fromStorage(environment.storage, environment.tabStorage)),
    );
  return runtimeOf(layer);
}

/** The notifications machine with its real side effects: the spec §7 notification calls. */
export function provideNotifications(environment: NotificationsEnvironment) {
  const runtime = runtimeFor(environment);
  const run = <A>(
    use: (service: NotificationsService["Service"]) => Effect.Effect<A, NotificationsFailure>,
    signal: AbortSignal,
  ): Promise<A> =>
    runToPromise(runtime, Effect.flatMap(NotificationsService, use), signal).catch(rejectWithFailure);
  return notificationsMachine.provide({
    actors: {
      loadPage: fromPromise(({ input, signal }) => run((service) => service.list(input.page), signal)),
      markRead: fromPromise(({ input, signal }) =>
        run((service) => service.markRead(input.recipientId), signal),
      ),
      markAllRead: fromPromise(({ signal }) => run((service) => service.markAllRead(), signal)),
    },
  });
}
