import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { climbingImports } from "./import-aliases.ts";

describe("import spelling (ADR 098)", () => {
  it("no module specifier climbs two folders: it is written from the root with its alias", () => {
    const climbing = climbingImports(join(import.meta.dirname, ".."), { write: false });
    // Fix with: node scripts/import-aliases.ts && npx prettier --write <the files>
    expect(climbing.map((entry) => `${entry.file}: ${entry.specifier} → ${entry.alias}`)).toEqual([]);
  });
});
