import { Effect } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import type { Logger } from "pino";
import { PlatformApi } from "#src/services/api/platform-api-definition.ts";
import type { FreeLesson } from "#src/services/api/catalog-schemas.ts";
import type { Db } from "../db/database.ts";
import {
  areaByFriendlyUrl,
  areasToFilter,
  authorsToFilter,
  brandByFriendlyUrl,
  brandsToFilter,
  categoriesToFilter,
  categoryByFriendlyUrl,
  institutionByCode,
  listAreas,
  listBrands,
  mostVisitedAreas,
  principalBanners,
  whatsAppCandidate,
} from "../db/catalog/catalog-lists.ts";
import {
  courseByFriendlyUrl,
  courseToCart,
  latestCourses,
  mostVisitedCourses,
} from "../db/catalog/course-document.ts";
import { searchCourses } from "../db/catalog/course-search.ts";
import { freeLessonOfCourse, lessonForVisitor } from "../db/catalog/free-lesson.ts";
import { marketplaceSettings } from "../db/catalog/marketplace-settings.ts";
import { Forbidden, NotFound } from "#src/services/api/api-errors.ts";
import { fromDb, orNotFound, splitList } from "./handler-kit.ts";
import type { TtlCache } from "../http/ttl-cache.ts";

/**
 * Spec §7 "Catalogue" handlers over the database. Reads every visitor shares go through `cache` (ADR 034): a
 * short TTL, one load per key at a time, cleared when the catalogue changes. The lesson of a signed-in visitor
 * and the system date are never cached.
 */
export const catalogueHandlers = (db: Db, logger: Logger, cache?: TtlCache) => {
  const uncached = fromDb(logger);
  const shared = <A>(key: string, run: () => Promise<A>) =>
    uncached(() => (cache ? cache.get(key, run) : run()));
  return HttpApiBuilder.group(PlatformApi, "catalogue", (handlers) =>
    handlers
      .handle("principalBanners", () => shared("banners", () => principalBanners(db)))
      .handle("institutionByCode", ({ params }) =>
        shared(`institution|${params.iesAlias}`, () => institutionByCode(db, params.iesAlias)).pipe(
          orNotFound(`No institution has the code "${params.iesAlias}".`),
        ),
      )
      .handle("whatsAppCandidate", () =>
        shared("whatsapp", () => whatsAppCandidate(db)).pipe(
          orNotFound("No WhatsApp contact is configured."),
        ),
      )
      .handle("brandsToFilter", () => shared("brands-to-filter", () => brandsToFilter(db)))
      .handle("areasToFilter", () => shared("areas-to-filter", () => areasToFilter(db)))
      .handle("categoriesToFilter", ({ query: params }) =>
        shared(`categories-to-filter|${params.courseAreaId}`, () =>
          categoriesToFilter(db, params.courseAreaId),
        ),
      )
      .handle("authorsToFilter", () => shared("authors-to-filter", () => authorsToFilter(db)))
      .handle("mostVisitedAreas", ({ query: params }) =>
        shared(`most-visited-areas|${params.quantity ?? 0}`, () =>
          mostVisitedAreas(db, params.quantity ?? 0),
        ),
      )
      .handle("areas", () => shared("areas", () => listAreas(db)))
      .handle("areasAndCategories", () => shared("areas", () => listAreas(db)))
      .handle("areaByFriendlyUrl", ({ query: params }) =>
        shared(`area|${params.friendlyURL}`, () => areaByFriendlyUrl(db, params.friendlyURL)).pipe(
          orNotFound(`No course area has the friendly URL "${params.friendlyURL}".`),
        ),
      )
      .handle("categoryByFriendlyUrl", ({ query: params }) =>
        shared(`category|${params.courseAreaFriendlyURL}|${params.friendlyURL}`, () =>
          categoryByFriendlyUrl(db, params.courseAreaFriendlyURL, params.friendlyURL),
        ).pipe(
          orNotFound(`No category "${params.friendlyURL}" in the area "${params.courseAreaFriendlyURL}".`),
        ),
      )
      .handle("systemDate", () => Effect.sync(() => ({ systemDate: new Date().toISOString() })))
      .handle("courseByFriendlyUrl", ({ query: params }) =>
        shared(`course|${params.friendlyUrl}`, () => courseByFriendlyUrl(db, params.friendlyUrl)).pipe(
          orNotFound(`No course has the friendly URL "${params.friendlyUrl}".`),
        ),
      )
      .handle("mostVisitedCourses", ({ query: params }) =>
        shared(`most-visited-courses|${params.quantity ?? 8}`, () =>
          mostVisitedCourses(db, params.quantity ?? 8),
        ),
      )
      .handle("latestCourses", ({ query: params }) =>
        shared(`latest-courses|${params.quantity ?? 8}`, () => latestCourses(db, params.quantity ?? 8)),
      )
      .handle("searchCourses", ({ query: params }) =>
        shared(`search|${JSON.stringify(params)}`, () =>
          searchCourses(db, {
            page: params.page ?? 1,
            itemsPerPage: params.itemsPerPage ?? 8,
            searchText: params.searchText,
            institutions: splitList(params.institutions),
            areas: splitList(params.areas),
            categories: splitList(params.categories),
            authors: splitList(params.authors),
            maxPrice: params.maxPrice,
            month: params.month,
            orderBy: Number(params.orderBy ?? "1") as 1 | 2 | 3 | 4,
          }),
        ),
      )
      .handle("courseToCart", ({ query: params }) =>
        shared(`course-to-cart|${params.friendlyUrl}`, () => courseToCart(db, params.friendlyUrl)).pipe(
          orNotFound(`No course has the friendly URL "${params.friendlyUrl}".`),
        ),
      )
      .handle("brandByFriendlyUrl", ({ query: params }) =>
        shared(`brand|${params.friendlyUrl}`, () => brandByFriendlyUrl(db, params.friendlyUrl)).pipe(
          orNotFound(`No institution has the friendly URL "${params.friendlyUrl}".`),
        ),
      )
      .handle("brands", () => shared("brands", () => listBrands(db)))
      .handle("freeLesson", ({ query: params }) =>
        shared(`free-lesson|${params.friendlyUrl}`, () => freeLessonOfCourse(db, params.friendlyUrl)).pipe(
          orNotFound(`No active course "${params.friendlyUrl}" with a free lesson.`),
        ),
      )
      .handle("lessonForVisitor", ({ params }) =>
        Effect.flatMap(
          uncached(() => lessonForVisitor(db, params.lessonId)),
          (lesson): Effect.Effect<FreeLesson, Forbidden | NotFound> =>
            lesson === "missing"
              ? Effect.fail(new NotFound({ detail: `No lesson ${params.lessonId} of an active course.` }))
              : lesson === "locked"
                ? Effect.fail(new Forbidden({ detail: "Only the free first lesson is open to visitors." }))
                : Effect.succeed(lesson),
        ),
      )
      .handle("marketplaceSettings", () => shared("marketplace-settings", () => marketplaceSettings(db))),
  );
};
