/**
 * Intl formatters made once per language and options. Making one costs 50–200 µs (a DateTimeFormat ~60 µs,
 * `toLocaleDateString` with options ~200 µs, here), and a page may format dozens of dates: My Purchases made two
 * per row on every render (issue 17). The keys are few: three languages, a handful of option sets, time zones.
 */
const formats = new Map<string, Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.RelativeTimeFormat>(key: string, make: () => T): T {
  let format = formats.get(key) as T | undefined;
  if (!format) formats.set(key, (format = make()));
  return format;
}

export const dateTimeFormat = (language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached(`d${language}${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(language, options));

export const relativeTimeFormat = (
  language: string,
  options: Intl.RelativeTimeFormatOptions,
): Intl.RelativeTimeFormat =>
  cached(`r${language}${JSON.stringify(options)}`, () => new Intl.RelativeTimeFormat(language, options));
