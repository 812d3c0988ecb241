import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkRedirects, compileRedirects } from "./compile-redirects.ts";
import { formatProblem } from "./rule-types.ts";

function rulesDirectory(files: Record<string, string>): string {
  const directory = mkdtempSync(join(tmpdir(), "sabia-redirects-"));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(directory, name), text);
  return directory;
}

describe("compileRedirects", () => {
  it("compiles the shipped rules without problems", () => {
    expect(checkRedirects().problems).toEqual([]);
  });

  it("reads *.txt files in name order and names file:line across files", () => {
    const directory = rulesDirectory({
      "b.txt": "# second\nexact /a /y\n",
      "a.txt": "exact /a /x\n",
      "notes.md": "exact /ignored /nowhere\n",
    });
    const { problems, table } = checkRedirects({ rulesDirectory: directory });
    expect(table.rules.map((rule) => `${rule.file}:${rule.line}`)).toEqual(["a.txt:1", "b.txt:2"]);
    expect(problems.map(formatProblem)).toEqual([
      "a.txt:1, b.txt:2: conflict: same source, two targets for exact /a (a.txt:1 → /x, b.txt:2 → /y)",
    ]);
  });

  it("refuses to start with an invalid rule set, listing every problem", () => {
    const directory = rulesDirectory({ "r.txt": "exact /a //evil.example\nexact /b /c\nexact /c /b\n" });
    expect(() => compileRedirects({ rulesDirectory: directory })).toThrow(
      /r\.txt:1: target \/\/evil\.example is not a path of this site[\s\S]*redirect loop/,
    );
  });

  it("takes the catalogue as a map or as a function", () => {
    const asFunction = compileRedirects({
      productNumbers: (number) => (number === "77" ? "uti-adulto" : undefined),
    });
    expect(asFunction.lookup("/curso-de-uti-p77")?.location).toBe("/curso/uti-adulto");
    const empty = compileRedirects({ productNumbers: new Map() });
    expect(empty.lookup("/curso-de-uti-p77")).toBeUndefined();
  });
});
