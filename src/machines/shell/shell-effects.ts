import { withBearer } from "#src/services/api/authorization.ts";
import { Effect, Layer } from "effect";
import { appConfig } from "#src/services/config.ts";
import { NotificationsService } from "#src/services/notifications/notifications.service.ts";
import { bearer, runSession } from "#src/services/session/session.client.ts";
import { clientRuntime, runToPromise } from "#src/services/runtime.ts";
import { readToken } from "#src/services/session/session-storage.ts";
import { TokenStorage } from "#src/services/session/token-storage.ts";
import { fetchApplicationStatus, fetchWorkspace } from "#src/services/shell/shell.service.ts";

/**
 * Browser-side calls of the platform shell (spec §7 application and status, sso/applications/{app}/url, the
 * notification list for the home). The layout and the home import this module after hydration, so neither
 * Effect nor the API contract is first-visit JavaScript.
 */
const origin = () => window.location.origin;

const tokenOrFail = () => {
  const token = readToken();
  if (!token) throw new Error("no access token");
  return token;
};

export const loadWorkspace = (language: string) =>
  fetchWorkspace(origin(), language, tokenOrFail(), appConfig.applicationAlias);

export const loadApplicationStatus = (language: string) =>
  fetchApplicationStatus(origin(), language, tokenOrFail());

/** The address another application opens at, carrying a single-use hand-off code (ADR 009). */
export async function applicationAddress(
  alias: string,
  who: { uuid: string; roleAlias: string; tenantAlias: string | null; iesAlias: string | null },
): Promise<string> {
  const token = tokenOrFail();
  const { redirectUrl } = await runSession((api) =>
    withBearer(bearer(token).authorization)(api.ssoUrl({ params: { app: alias }, payload: who })),
  );
  return redirectUrl;
}

/** The first page of the person's in-app notifications (newest first), cut to `count`. */
export async function recentNotifications(language: string, count: number) {
  const notifications = clientRuntime("notifications", { origin: origin(), language }, () =>
    NotificationsService.layer({ baseUrl: origin(), language }).pipe(
      Layer.provide(
        TokenStorage.fromStorage(
          () => window.localStorage,
          () => window.sessionStorage,
        ),
      ),
    ),
  );
  const page = await runToPromise(
    notifications,
    Effect.flatMap(NotificationsService, (api) => api.list(1)),
  );
  return page.results.slice(0, count);
}
