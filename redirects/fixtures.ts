import { compileRedirects } from "./compile-redirects.ts";

/** Catalogue stand-in for tests: legacy product numbers of a few demo courses. */
export const fixtureProductNumbers = new Map([
  ["1234", "uti-adulto"],
  ["2001", "uti-online-curso-completo"],
  ["2002", "cardiologia_basica"],
  ["3003", "psicologia-clinica-na-pratica"],
]);

/** The shipped rule set compiled against the fixture catalogue. */
export const shippedTable = compileRedirects({ productNumbers: fixtureProductNumbers });
