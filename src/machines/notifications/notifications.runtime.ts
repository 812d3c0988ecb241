import { createActor } from "xstate";
import type { FlowRuntime } from "../flow-kit/use-flow-runtime.ts";
import {
  browserNotificationsEnvironment,
  provideNotifications,
  type NotificationsEnvironment,
} from "./notifications.actors.ts";
import { connectNotifications, type NotificationsApi } from "./notifications.connect.ts";
import type { NotificationsEvent } from "./notifications.types.ts";

export interface NotificationsExits {
  /** An http(s) target: a new window. */
  openExternal(url: string): void;
  /** An in-app path: the router navigates. */
  openInternal(path: string): void;
}

/**
 * Creates and starts the notifications actor (loaded after hydration by use-notifications.ts): each snapshot's
 * connect() API goes to `onChange`, the targets it opens to `exits`.
 */
export function runNotifications(
  language: string,
  exits: NotificationsExits,
  onChange: (api: NotificationsApi) => void,
  environment: NotificationsEnvironment = browserNotificationsEnvironment(language),
): FlowRuntime<NotificationsEvent> {
  const actor = createActor(provideNotifications(environment));
  const send = (event: NotificationsEvent) => actor.send(event);
  actor.subscribe((snapshot) => onChange(connectNotifications(snapshot, send)));
  actor.on("open.external", (event) => exits.openExternal(event.url));
  actor.on("open.internal", (event) => exits.openInternal(event.path));
  actor.start();
  return { send, stop: () => actor.stop() };
}
