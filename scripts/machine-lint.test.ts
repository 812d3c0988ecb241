import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The machine rules of `.oxlintrc.json` hold for every file under src/machines/ except the `use-*.ts` hooks
 * (DESIGN.md §3.1, ADR 007): a probe file is linted with the project's own configuration in a temporary copy of
 * the layout, so the repository itself is never touched.
 */
const root = join(import.meta.dirname, "..");
const sandbox = mkdtempSync(join(tmpdir(), "machine-lint-"));
copyFileSync(join(root, ".oxlintrc.json"), join(sandbox, ".oxlintrc.json"));
afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

function lint(path: string, source: string) {
  const file = join(sandbox, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, source);
  const run = spawnSync(
    process.execPath,
    [join(root, "node_modules/oxlint/bin/oxlint"), "--deny-warnings", "-c", ".oxlintrc.json", path],
    { cwd: sandbox, encoding: "utf8" },
  );
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const usesReact = `import { useState } from "react";\nexport const probe = () => useState(0);\n`;

describe("machine lint rules", () => {
  it.each([
    "src/machines/probe/probe-event.ts",
    "src/machines/probe/probe.machine.ts",
    "src/machines/probe/probe.runtime.ts",
  ])("%s may not import React", (path) => {
    const { status, output } = lint(path, usesReact);
    expect(status).not.toBe(0);
    expect(output).toContain("no-restricted-imports");
  });

  it("a machine file may not import a store or a view", () => {
    const { status, output } = lint(
      "src/machines/probe/probe.actors.ts",
      `import { globalStore } from "../../stores/global.store.ts";\nexport const probe = globalStore;\n`,
    );
    expect(status).not.toBe(0);
    expect(output).toContain("Machines may import services and domain only");
  });

  it("the rules hold for an import written with the root alias (ADR 098)", () => {
    const { status, output } = lint(
      "src/machines/probe/probe.runtime.ts",
      `import { globalStore } from "#src/stores/global.store.ts";\nexport const probe = globalStore;\n`,
    );
    expect(status).not.toBe(0);
    expect(output).toContain("Machines may import services and domain only");
  });

  it("server code may not reach a view through the root alias", () => {
    const { status, output } = lint(
      "server/probe/probe.ts",
      `import { storePage } from "#src/views/ui/store-page.styles.ts";\nexport const probe = storePage;\n`,
    );
    expect(status).not.toBe(0);
    expect(output).toContain("server/ imports only src/services/api and src/domain");
  });

  it("the use-<flow>.ts hook is where a flow meets React", () => {
    expect(lint("src/machines/probe/use-probe.ts", usesReact).status).toBe(0);
  });

  it("a plain machine helper over XState and the domain passes", () => {
    const { status, output } = lint(
      "src/machines/probe/probe-helper.ts",
      `import { setup } from "xstate";\nimport { pickLanguage } from "../../domain/language.ts";\nexport const probe = [setup, pickLanguage];\n`,
    );
    expect(output).not.toContain("no-restricted-imports");
    expect(status).toBe(0);
  });
});
