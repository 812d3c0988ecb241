import { assign, emit, fromPromise, setup } from "xstate";
import { notificationTarget } from "#src/domain/notifications/notification-target.ts";
import type { Notification, NotificationList } from "#src/services/api/notifications-api.ts";
import {
  emptyNotificationsContext,
  type NotificationsContext,
  type NotificationsEmitted,
  type NotificationsEvent,
} from "./notifications.types.ts";

const mustBeProvided = async (): Promise<never> => {
  throw new Error("actor must be provided");
};

type Args = { context: NotificationsContext; event: NotificationsEvent };

const clicked = ({ context, event }: Args) =>
  event.type === "NOTIFICATION.CLICK" ? (context.items.find((item) => item.id === event.id) ?? null) : null;
const targetOf = (args: Args) => {
  const item = clicked(args);
  return item ? notificationTarget(item) : null;
};
const outputOf = <T>(event: unknown) => (event as { output: T }).output;

/** Soft reads the server has since counted as read are dropped (they are in its totals now). */
const stillUnread = (softRead: readonly number[], results: readonly Notification[]) =>
  softRead.filter((id) => !results.some((item) => item.id === id && item.isRead));

/**
 * The platform header's notifications (spec §4): page 1 loads at start (10 a page); the next page loads when the
 * list end is visible and more exist; a click marks an unread one read at once (soft read) and tells the server
 * in the background, then opens its target (http(s) → new window, in-app path → navigate, none → its dialog);
 * "mark all as read" sets the unread total to 0; a role change reloads the list. The bell's dot is the unread
 * total minus the soft reads (connect).
 */
export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
    emitted: {} as NotificationsEmitted,
  },
  actors: {
    loadPage: fromPromise<NotificationList, { page: number }>(mustBeProvided),
    markRead: fromPromise<unknown, { recipientId: number }>(mustBeProvided),
    markAllRead: fromPromise<unknown, void>(mustBeProvided),
  },
  guards: {
    hasMore: ({ context }) => context.items.length < context.totalCount,
    hasUnread: ({ context }) => context.totalUnread - context.softRead.length > 0,
    hasPending: ({ context }) => context.pending.length > 0,
    clickedUnread: (args) => {
      const item = clicked(args);
      return item !== null && !item.isRead && !args.context.softRead.includes(item.id);
    },
    externalTarget: (args) => targetOf(args)?.kind === "external",
    internalTarget: (args) => targetOf(args)?.kind === "internal",
    withoutTarget: (args) => targetOf(args)?.kind === "none",
  },
  actions: {
    firstPage: assign(({ context, event }) => {
      const list = outputOf<NotificationList>(event);
      return {
        items: list.results,
        page: list.page,
        totalCount: list.totalCount,
        totalUnread: list.totalUnread,
        softRead: stillUnread(context.softRead, list.results),
        failed: false,
      };
    }),
    nextPage: assign(({ context, event }) => {
      const list = outputOf<NotificationList>(event);
      const known = new Set(context.items.map((item) => item.id));
      return {
        items: [...context.items, ...list.results.filter((item) => !known.has(item.id))],
        page: list.page,
        totalCount: list.totalCount,
        totalUnread: list.totalUnread,
        softRead: stillUnread(context.softRead, list.results),
        failed: false,
      };
    }),
    reset: assign({
      ...emptyNotificationsContext,
      softRead: ({ context }) => context.softRead,
      pending: ({ context }) => context.pending,
    }),
    markFailed: assign({ failed: true }),
    softRead: assign(({ context, event }) => {
      const id = (event as { id: number }).id;
      return { softRead: [...context.softRead, id], pending: [...context.pending, id] };
    }),
    /** The server confirmed a soft read: the notification is read and out of its unread total. */
    confirmRead: assign(({ context }) => {
      const id = context.pending[0];
      return {
        items: context.items.map((item) => (item.id === id ? { ...item, isRead: true } : item)),
        totalUnread: Math.max(0, context.totalUnread - 1),
        softRead: context.softRead.filter((other) => other !== id),
        pending: context.pending.slice(1),
      };
    }),
    /** The server was not told; the local mark stays (its totals still count it unread). */
    dropReport: assign({ pending: ({ context }) => context.pending.slice(1) }),
    allRead: assign({
      items: ({ context }) => context.items.map((item) => (item.isRead ? item : { ...item, isRead: true })),
      totalUnread: 0,
      softRead: [],
      pending: [],
      markAllFailed: false,
    }),
    openExternal: emit((args: Args) => ({
      type: "open.external" as const,
      url: (targetOf(args) as { url: string }).url,
    })),
    openInternal: emit((args: Args) => ({
      type: "open.internal" as const,
      path: (targetOf(args) as { path: string }).path,
    })),
  },
}).createMachine({
  id: "notifications",
  type: "parallel",
  context: emptyNotificationsContext,
  states: {
    list: {
      initial: "loading",
      on: { "ROLE.CHANGED": { target: ".loading", reenter: true, actions: "reset" } },
      states: {
        loading: {
          invoke: {
            id: "loadPage",
            src: "loadPage",
            input: () => ({ page: 1 }),
            onDone: { target: "ready", actions: "firstPage" },
            onError: { target: "failed", actions: "markFailed" },
          },
        },
        /** Page 1 did not come: nothing to show but "try again". */
        failed: { on: { RETRY: "loading" } },
        ready: {
          initial: "idle",
          on: {
            "NOTIFICATION.CLICK": [
              { guard: "externalTarget", actions: "openExternal" },
              { guard: "internalTarget", actions: "openInternal" },
            ],
          },
          states: {
            idle: {
              on: {
                "LIST.END_VISIBLE": { guard: "hasMore", target: "loadingMore" },
                MARK_ALL: { guard: "hasUnread", target: "markingAll" },
              },
            },
            loadingMore: {
              entry: assign({ failed: false }),
              invoke: {
                id: "loadPage",
                src: "loadPage",
                input: ({ context }) => ({ page: context.page + 1 }),
                onDone: { target: "idle", actions: "nextPage" },
                onError: { target: "idle", actions: "markFailed" },
              },
            },
            markingAll: {
              entry: assign({ markAllFailed: false }),
              invoke: {
                id: "markAllRead",
                src: "markAllRead",
                onDone: { target: "idle", actions: "allRead" },
                onError: { target: "idle", actions: assign({ markAllFailed: true }) },
              },
            },
          },
        },
      },
    },
    /** The dialog of a notification without a URL: title, message, icon and sent time. */
    detail: {
      initial: "closed",
      states: {
        closed: {
          on: {
            "NOTIFICATION.CLICK": {
              guard: "withoutTarget",
              target: "open",
              actions: assign({ detail: (args) => clicked(args) }),
            },
          },
        },
        open: {
          on: {
            "DETAIL.CLOSE": { target: "closed", actions: assign({ detail: null }) },
            "ROLE.CHANGED": { target: "closed", actions: assign({ detail: null }) },
          },
        },
      },
    },
    /** Soft reads are told to the server one at a time, in click order. */
    reporting: {
      initial: "idle",
      on: { "NOTIFICATION.CLICK": { guard: "clickedUnread", actions: "softRead" } },
      states: {
        idle: { always: { guard: "hasPending", target: "sending" } },
        sending: {
          invoke: {
            id: "markRead",
            src: "markRead",
            input: ({ context }) => ({ recipientId: context.pending[0]! }),
            onDone: { target: "idle", actions: "confirmRead" },
            onError: { target: "idle", actions: "dropReport" },
          },
        },
      },
    },
  },
});
