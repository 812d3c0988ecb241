import { Effect } from "effect";
import { data } from "react-router";
import { toCheckoutCourse } from "#src/machines/subscription-checkout/checkout-view-model.ts";
import { Catalogue } from "#src/services/catalog/catalog.service.ts";
import { loadFromCatalogue, requireFriendlyUrls } from "../catalogue.server.ts";

/**
 * The course a purchase page sells (cart, checkout, quick purchase): courses/to-cart with its plans. An unknown
 * course is a 404 (from the catalogue); an inactive one answers 410, and the page says it is no longer on sale.
 */
export async function loadCheckoutCourse<Extra extends object = object>(
  request: Request,
  slug: string,
  /** More of the page's loader data, beside the course. */
  extra: Extra = {} as Extra,
) {
  requireFriendlyUrls(slug);
  const wire = await loadFromCatalogue(
    request,
    Effect.flatMap(Catalogue, (c) => c.courseToCart({ query: { friendlyUrl: slug } })),
  );
  const course = toCheckoutCourse(wire);
  return course.active ? { ...extra, course } : data({ ...extra, course }, { status: 410 });
}
