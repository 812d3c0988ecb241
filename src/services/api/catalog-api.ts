import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api";
import { Forbidden, NotFound, ServiceUnavailable } from "./api-errors.ts";
import {
  Banner,
  Brand,
  CartCourse,
  Category,
  Course,
  CourseArea,
  CourseSummary,
  FilterOption,
  FreeLesson,
  MarketplaceSettings,
  Institution,
  SearchResult,
  SystemDate,
  WhatsAppSetting,
} from "./catalog-schemas.ts";
import {
  IntegerParam,
  OrderByParam,
  PriceParam,
  SearchTextParam,
  SlugListParam,
  SlugParam,
} from "./query-schemas.ts";

const errors = [NotFound, ServiceUnavailable] as const;

/** Spec §7 "Catalogue" of the subscription service (mounted under /api/subscription). */
export const CatalogueGroup = HttpApiGroup.make("catalogue")
  .add(
    HttpApiEndpoint.get("principalBanners", "/banners/GetPrincipalBanners", {
      success: Schema.Array(Banner),
      error: errors,
    }),
  )
  .add(
    HttpApiEndpoint.get("institutionByCode", "/institutions/by-code/:iesAlias", {
      params: { iesAlias: SlugParam },
      success: Institution,
      error: errors,
    }),
  )
  .add(
    HttpApiEndpoint.get("whatsAppCandidate", "/whatsapp/candidate", {
      success: WhatsAppSetting,
      error: errors,
    }),
  )
  .add(
    HttpApiEndpoint.get("brandsToFilter", "/brands/get-to-filter", {
      success: Schema.Array(FilterOption),
      error: errors,
    }),
  )
  .add(
    HttpApiEndpoint.get("areasToFilter", "/courseareas/get-to-filter", {
      success: Schema.Array(FilterOption),
      error: errors,
    }),
  )
  .add(
    HttpApiEndpoint.get("categoriesToFilter", "/categories/get-to-filter", {
      query: { courseAreaId: Schema.optionalKey(IntegerParam(1, 2_147_483_647)) },
      success: Schema.Array(FilterOption),
      error: errors,
    }),
  )
  .add(
    HttpApiEndpoint.get("authorsToFilter", "/authors/get-to-filter", {
      success: Schema.Array(FilterOption),
      error: errors,
    }),
  )
  .add(
    HttpApiEndpoint.get("mostVisitedAreas", "/courseareas/most-visited", {
      query: { quantity: Schema.optionalKey(IntegerParam(0, 100)) },
      success: Schema.Array(CourseArea),
      error: errors,
    }),
  )
  .add(HttpApiEndpoint.get("areas", "/courseareas", { success: Schema.Array(CourseArea), error: errors }))
  .add(
    HttpApiEndpoint.get("areasAndCategories", "/courseareas/areas-and-categories", {
      success: Schema.Array(CourseArea),
      error: errors,
    }),
  )
  .add(
    HttpApiEndpoint.get("areaByFriendlyUrl", "/courseareas/by-friendly-url", {
      query: { friendlyURL: SlugParam },
      success: CourseArea,
      error: errors,
    }),
  )
  .add(
    HttpApiEndpoint.get("categoryByFriendlyUrl", "/categories/by-friendly-url", {
      query: { courseAreaFriendlyURL: SlugParam, friendlyURL: SlugParam },
      success: Category,
      error: errors,
    }),
  )
  .add(HttpApiEndpoint.get("systemDate", "/parameters/system-date", { success: SystemDate, error: errors }))
  .add(
    HttpApiEndpoint.get("courseByFriendlyUrl", "/courses/by-friendly-url", {
      query: { friendlyUrl: SlugParam },
      success: Course,
      error: errors,
    }),
  )
  .add(
    HttpApiEndpoint.get("mostVisitedCourses", "/courses/most-visited", {
      query: { quantity: Schema.optionalKey(IntegerParam(1, 50)) },
      success: Schema.Array(CourseSummary),
      error: errors,
    }),
  )
  .add(
    HttpApiEndpoint.get("latestCourses", "/courses/latest", {
      query: { quantity: Schema.optionalKey(IntegerParam(1, 50)) },
      success: Schema.Array(CourseSummary),
      error: errors,
    }),
  )
  .add(
    HttpApiEndpoint.get("searchCourses", "/courses/search", {
      query: {
        page: Schema.optionalKey(IntegerParam(1, 10_000)),
        itemsPerPage: Schema.optionalKey(IntegerParam(1, 50)),
        searchText: Schema.optionalKey(SearchTextParam),
        institutions: Schema.optionalKey(SlugListParam),
        areas: Schema.optionalKey(SlugListParam),
        categories: Schema.optionalKey(SlugListParam),
        authors: Schema.optionalKey(SlugListParam),
        maxPrice: Schema.optionalKey(PriceParam),
        month: Schema.optionalKey(IntegerParam(1, 12)),
        orderBy: Schema.optionalKey(OrderByParam),
      },
      success: SearchResult,
      error: errors,
    }),
  )
  .add(
    HttpApiEndpoint.get("courseToCart", "/courses/to-cart", {
      query: { friendlyUrl: SlugParam },
      success: CartCourse,
      error: errors,
    }),
  )
  .add(
    HttpApiEndpoint.get("brandByFriendlyUrl", "/brands/by-friendly-url", {
      query: { friendlyUrl: SlugParam },
      success: Brand,
      error: errors,
    }),
  )
  .add(HttpApiEndpoint.get("brands", "/brands", { success: Schema.Array(Brand), error: errors }))
  .add(
    HttpApiEndpoint.get("freeLesson", "/courses/free-lesson", {
      query: { friendlyUrl: SlugParam },
      success: FreeLesson,
      error: errors,
    }),
  )
  .add(
    // A visitor may open only the free lesson: any other lesson answers 403, an unknown one 404.
    HttpApiEndpoint.get("lessonForVisitor", "/courses/lessons/:lessonId", {
      params: { lessonId: IntegerParam(1, 2_147_483_647) },
      success: FreeLesson,
      error: [Forbidden, NotFound, ServiceUnavailable],
    }),
  )
  .add(
    HttpApiEndpoint.get("marketplaceSettings", "/parameters/marketplace-settings", {
      success: MarketplaceSettings,
      error: errors,
    }),
  )
  .prefix("/subscription");
