import { Schema } from "effect";

/** Query-string building blocks: every value arrives as a string and is checked before a handler runs. */
export const IntegerParam = (minimum: number, maximum: number) =>
  Schema.FiniteFromString.pipe(Schema.check(Schema.isInt(), Schema.isBetween({ minimum, maximum })));

export const PriceParam = Schema.FiniteFromString.pipe(
  Schema.check(Schema.isBetween({ minimum: 0, maximum: 1_000_000 })),
);

/** A friendly URL segment: lower-case letters, digits and hyphens. */
export const SlugParam = Schema.String.pipe(Schema.check(Schema.isPattern(/^[a-z0-9][a-z0-9-]{0,159}$/)));

/** Comma-separated friendly URLs ("psicologia-clinica,psiquiatria"). */
export const SlugListParam = Schema.String.pipe(
  Schema.check(Schema.isPattern(/^[a-z0-9][a-z0-9-]{0,159}(,[a-z0-9][a-z0-9-]{0,159}){0,49}$/)),
);

/** Free text of a search box: at most 200 characters. */
export const SearchTextParam = Schema.String.pipe(Schema.check(Schema.isMaxLength(200)));

/** Spec §7 search order: 1 relevance, 2 lowest price, 3 highest price, 4 greatest discount. */
export const OrderByParam = Schema.Literals(["1", "2", "3", "4"]);
