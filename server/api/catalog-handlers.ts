import { Effect } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import type { Logger } from "pino";
import { PlatformApi } from "../../src/services/api/platform-api-definition.ts";
import type { FreeLesson } from "../../src/services/api/catalog-schemas.ts";
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
import { Forbidden, NotFound } from "../../src/services/api/api-errors.ts";
import { fromDb, orNotFound, splitList } from "./handler-kit.ts";

/** Spec §7 "Catalogue" handlers over the database. */
export const catalogueHandlers = (db: Db, logger: Logger) => {
  const query = fromDb(logger);
  return HttpApiBuilder.group(PlatformApi, "catalogue", (handlers) =>
    handlers
      .handle("principalBanners", () => query(() => principalBanners(db)))
      .handle("institutionByCode", ({ params }) =>
        query(() => institutionByCode(db, params.iesAlias)).pipe(
          orNotFound(`No institution has the code "${params.iesAlias}".`),
        ),
      )
      .handle("whatsAppCandidate", () =>
        query(() => whatsAppCandidate(db)).pipe(orNotFound("No WhatsApp contact is configured.")),
      )
      .handle("brandsToFilter", () => query(() => brandsToFilter(db)))
      .handle("areasToFilter", () => query(() => areasToFilter(db)))
      .handle("categoriesToFilter", ({ query: params }) =>
        query(() => categoriesToFilter(db, params.courseAreaId)),
      )
      .handle("authorsToFilter", () => query(() => authorsToFilter(db)))
      .handle("mostVisitedAreas", ({ query: params }) =>
        query(() => mostVisitedAreas(db, params.quantity ?? 0)),
      )
      .handle("areas", () => query(() => listAreas(db)))
      .handle("areasAndCategories", () => query(() => listAreas(db)))
      .handle("areaByFriendlyUrl", ({ query: params }) =>
        query(() => areaByFriendlyUrl(db, params.friendlyURL)).pipe(
          orNotFound(`No course area has the friendly URL "${params.friendlyURL}".`),
        ),
      )
      .handle("categoryByFriendlyUrl", ({ query: params }) =>
        query(() => categoryByFriendlyUrl(db, params.courseAreaFriendlyURL, params.friendlyURL)).pipe(
          orNotFound(`No category "${params.friendlyURL}" in the area "${params.courseAreaFriendlyURL}".`),
        ),
      )
      .handle("systemDate", () => Effect.sync(() => ({ systemDate: new Date().toISOString() })))
      .handle("courseByFriendlyUrl", ({ query: params }) =>
        query(() => courseByFriendlyUrl(db, params.friendlyUrl)).pipe(
          orNotFound(`No course has the friendly URL "${params.friendlyUrl}".`),
        ),
      )
      .handle("mostVisitedCourses", ({ query: params }) =>
        query(() => mostVisitedCourses(db, params.quantity ?? 8)),
      )
      .handle("latestCourses", ({ query: params }) => query(() => latestCourses(db, params.quantity ?? 8)))
      .handle("searchCourses", ({ query: params }) =>
        query(() =>
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
        query(() => courseToCart(db, params.friendlyUrl)).pipe(
          orNotFound(`No course has the friendly URL "${params.friendlyUrl}".`),
        ),
      )
      .handle("brandByFriendlyUrl", ({ query: params }) =>
        query(() => brandByFriendlyUrl(db, params.friendlyUrl)).pipe(
          orNotFound(`No institution has the friendly URL "${params.friendlyUrl}".`),
        ),
      )
      .handle("brands", () => query(() => listBrands(db)))
      .handle("freeLesson", ({ query: params }) =>
        query(() => freeLessonOfCourse(db, params.friendlyUrl)).pipe(
          orNotFound(`No active course "${params.friendlyUrl}" with a free lesson.`),
        ),
      )
      .handle("lessonForVisitor", ({ params }) =>
        Effect.flatMap(
          query(() => lessonForVisitor(db, params.lessonId)),
          (lesson): Effect.Effect<FreeLesson, Forbidden | NotFound> =>
            lesson === "missing"
              ? Effect.fail(new NotFound({ detail: `No lesson ${params.lessonId} of an active course.` }))
              : lesson === "locked"
                ? Effect.fail(new Forbidden({ detail: "Only the free first lesson is open to visitors." }))
                : Effect.succeed(lesson),
        ),
      )
      .handle("marketplaceSettings", () => query(() => marketplaceSettings(db))),
  );
};
