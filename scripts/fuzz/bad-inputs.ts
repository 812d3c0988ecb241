import fc from "fast-check";

/**
 * Bad inputs for the fuzz (issue 15): wrong types, huge strings, NUL bytes, lone surrogates and other unicode,
 * negative and overflowing numbers, path tricks, markup and SQL-looking text. All drawn from one seed.
 */
const knownBadStrings = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "%00",
  "\uD800",
  "\uFFFF",
  "🙂".repeat(300),
  "x".repeat(70_000),
  "-1",
  "0",
  "-0",
  "1.5",
  "1e309",
  "99999999999999999999999",
  "9007199254740993",
  "NaN",
  "Infinity",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "../../../etc/passwd",
  "..%2F..%2F",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "ABC",
  "a b",
  "ção",
  "\n",
  "\r\n",
  "%",
  "%zz",
  "?",
  "#",
  "/",
  "\\",
  "a".repeat(255),
];

export const badString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...knownBadStrings) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
);

export const badNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308, -1e308, 0.000001),
);

/** Any JSON value of the wrong kind: what a field, a body or an array element may be replaced by. */
export const badJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: badString },
  { weight: 3, arbitrary: badNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(badString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(badString, badString, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.constant(Array.from({ length: 2000 }, (_, index) => index)) },
);

/** Bodies that are not JSON, or JSON nobody should send. */
export const badRawBodies: ReadonlyArray<string> = [
  "",
  "{",
  '{"a":',
  "\u0000",
  "null",
  "[]",
  "[".repeat(5000) + "]".repeat(5000),
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  "not json at all",
  '"just a string"',
  "1e99999",
  '{"a":1,"a":2}',
  "\uFEFF{}",
];

/** A body over the 1 MB cap (answered 413). */
export const hugeBody = JSON.stringify({ text: "x".repeat(1_100_000) });

/** The text with lone surrogates replaced by U+FFFD, so it can go into a URL (String#toWellFormed). */
export const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
