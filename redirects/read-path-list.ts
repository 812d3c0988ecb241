import { readFileSync } from "node:fs";

/** Reads a list of paths, one a line; blank lines and `#` comments are skipped. Full URLs keep only path and query. */
export function readPathList(file: string): string[] {
  return readFileSync(file, "utf8")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && !line.startsWith("#"))
    .map(toPathAndQuery);
}

function toPathAndQuery(entry: string): string {
  if (entry.startsWith("/")) return entry;
  try {
    const url = new URL(entry);
    return url.pathname + url.search;
  } catch {
    return entry;
  }
}

export const canonicalPathsFile = new URL("./canonical-paths.txt", import.meta.url).pathname;
