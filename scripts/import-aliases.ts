/**
 * Module specifiers that climb two or more folders ("../../domain/…") are written from the repository's root
 * instead, through the package's subpath imports ("#src/domain/…", package.json "imports"; ADR 098). Node, Vite,
 * Vitest, Playwright, TypeScript and oxlint all resolve them, so one spelling works on the server, in the browser
 * and in tests. A sibling or the parent folder ("./x", "../x") stays relative: it moves with its folder.
 *
 *   node scripts/import-aliases.ts          rewrites every climbing specifier in place
 *   scripts/import-aliases.test.ts          fails while any is left
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";

export const aliasedFolders = ["src", "server", "tests", "scripts", "model-tests", "simulators", "redirects"];

// Static and dynamic imports, re-exports and Vitest's module mocks; `new URL(…, import.meta.url)` and globs are
// file addresses, not module specifiers, and stay as they are.
const climbingSpecifier =
  /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|vi\.(?:mock|doMock|importActual)(?:<[^>]*>)?\(\s*)(["'])((?:\.\.\/){2,}[^"']*)\2/g;

function codeFiles(directory: string, found: string[] = []): string[] {
  for (const name of readdirSync(directory)) {
    if (name === "node_modules" || name.startsWith(".")) continue;
    const path = join(directory, name);
    if (statSync(path).isDirectory()) codeFiles(path, found);
    else if (/\.tsx?$/.test(name)) found.push(path);
  }
  return found;
}

function aliasOf(root: string, file: string, specifier: string): string | undefined {
  const target = relative(root, resolve(dirname(file), specifier))
    .split(sep)
    .join("/");
  const folder = aliasedFolders.find((name) => target.startsWith(`${name}/`));
  return folder === undefined ? undefined : `#${target}`;
}

export type ClimbingImport = { file: string; specifier: string; alias: string };

/** Every specifier that climbs two folders into an aliased folder; rewritten in place when `write` is set. */
export function climbingImports(root: string, { write }: { write: boolean }): ClimbingImport[] {
  const found: ClimbingImport[] = [];
  const files = aliasedFolders.flatMap((folder) => {
    try {
      return codeFiles(join(root, folder));
    } catch {
      return [];
    }
  });
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    const next = text.replace(climbingSpecifier, (whole, lead: string, quote: string, specifier: string) => {
      const alias = aliasOf(root, file, specifier);
      if (alias === undefined) return whole;
      found.push({ file: relative(root, file), specifier, alias });
      return `${lead}${quote}${alias}${quote}`;
    });
    if (write && next !== text) writeFileSync(file, next);
  }
  return found;
}

if (import.meta.main) {
  const rewritten = climbingImports(join(import.meta.dirname, ".."), { write: true });
  const files = new Set(rewritten.map((entry) => entry.file));
  console.log(
    `${rewritten.length} specifiers rewritten in ${files.size} files; run prettier --write on them.`,
  );
}
