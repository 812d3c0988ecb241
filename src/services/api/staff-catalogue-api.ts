import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api";
import { InvalidInput, NotFound, ServiceUnavailable } from "./api-errors.ts";
import { Conflict } from "./checkout-schemas.ts";
import { SlugParam } from "./query-schemas.ts";
import { Authorization, AuthorizationWording } from "./authorization.ts";
import { Forbidden, Unauthorized } from "./session-api.ts";
import { staffCallWording } from "./staff-users-api.ts";

/** An amount in reais: positive, at most R$ 1,000,000.00, whole cents. */
const Reais = Schema.Number.pipe(
  Schema.check(
    Schema.isBetween({ minimum: 0.01, maximum: 1_000_000 }),
    Schema.makeFilter(
      (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6 || "Whole cents only",
    ),
  ),
);

/** A course's price as the store shows it: the price, and the "from" price it is discounted from (or none). */
export const CoursePrice = Schema.Struct({
  newPrice: Reais,
  oldPrice: Schema.NullOr(Reais),
});
export type CoursePrice = typeof CoursePrice.Type;

/**
 * Staff changes to the catalogue (issue 31: a price changed through the API reaches every instance at once, ADR
 * 079). Mounted under /api.
 */
export const StaffCatalogueGroup = HttpApiGroup.make("staffCatalogue")
  .add(
    HttpApiEndpoint.put("setCoursePrice", "/subscription/courses/:friendlyUrl/price", {
      params: { friendlyUrl: SlugParam },
      payload: CoursePrice,
      success: Schema.Struct({ friendlyUrl: Schema.String, ...CoursePrice.fields }),
      // Conflict: the staff calls' shared refusals (a course changes no username or CPF, so none is answered here).
      error: [InvalidInput, Unauthorized, Forbidden, NotFound, Conflict, ServiceUnavailable],
    }).annotate(
      OpenApi.Description,
      "Sets a course's price and its 'from' price (null: none; else above the price). Staff only: the caller's " +
        "current role must be an operator's, held now and not while acting as someone else (403 " +
        "staffRoleRequired; 401 without a valid token). Audited (staff.course.set-price). Every instance's " +
        "catalogue and page caches are cleared at once (ADR 079); a checkout opened before quotes again (§8 'price " +
        "changed since your last visit').",
    ),
  )
  .middleware(Authorization)
  .annotate(AuthorizationWording, staffCallWording);
