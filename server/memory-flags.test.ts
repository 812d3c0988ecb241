import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { productionMallocArenas, productionNodeFlags } from "./memory-flags.ts";

describe("production processes start with the memory settings of ADR 082", () => {
  it("npm start passes the same V8 flags and malloc arenas as the fleet and the test servers", () => {
    const start = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> })
      .scripts["start"]!;
    expect(start).toContain(`node ${productionNodeFlags.join(" ")} server/main.ts`);
    expect(start).toContain(`MALLOC_ARENA_MAX=\${MALLOC_ARENA_MAX:-${productionMallocArenas}}`);
  });
});
