import { useEffect } from "react";
import { portalCoursePath } from "#src/domain/portal/portal-path.ts";
import { globalStore } from "#src/stores/global.store.ts";

/**
 * Keeps the global store's owned courses for a signed-in storefront tab (issue 28: an owned course's page, cards
 * and cart say "Ir para o curso" instead of selling it again, and
 * lead to it in the student portal, issue 32). Read once per sign-in from My Courses — courses in
 * progress, not expired ones, which can be bought again — and forgotten on sign-out (unmount). The checkout adds
 * a course the moment it is paid (subscription-checkout.runtime.ts). Lives in a lazily loaded part of the layout,
 * so a first visit carries none of it.
 */
export function useOwnedCoursesSync(language: string): void {
  useEffect(() => {
    let live = true;
    void import("./purchases.runtime.ts")
      .then(({ loadMyCourses }) => loadMyCourses(language))
      .then((loaded) => {
        if (live && loaded.kind === "ready")
          globalStore
            .getState()
            .setOwnedCourses(
              Object.fromEntries(
                loaded.data
                  .filter((mine) => !mine.expired)
                  .map((mine) => [mine.course.friendlyUrl, portalCoursePath(mine.subscriptionId)]),
              ),
            );
      })
      // Unknown is the same as none: the page keeps selling, and the checkout of an owned course opens on its
      // confirmation (issue 28).
      .catch(() => {});
    return () => {
      live = false;
      globalStore.getState().setOwnedCourses({});
    };
  }, [language]);
}
