import { createActor } from "xstate";
import { generatePaths, type ModelPath } from "./paths.ts";
import { models } from "./registry.ts";
import type { MachineModel } from "./model.ts";

/**
 * `npm run qa:paths -- <machine> [--format md|json]`: the generated paths as a test plan a person can follow.
 * Each step reads "from state, event, expected state".
 */
const args = process.argv.slice(2);
const name = args.find((arg) => !arg.startsWith("--") && args[args.indexOf(arg) - 1] !== "--format");
const formatAt = args.indexOf("--format");
const format = formatAt === -1 ? "md" : args[formatAt + 1];
const model = models.find((m) => m.name === name);

if (!model || (format !== "md" && format !== "json")) {
  console.error(
    `usage: npm run qa:paths -- <machine> [--format md|json]\nmachines: ${models.map((m) => m.name).join(", ")}`,
  );
  process.exit(2);
}

const stateLabel = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

function eventLabel(m: MachineModel, event: { type: string } & Record<string, unknown>): string {
  const description = (m.describeEvent as Record<string, string> | undefined)?.[event.type];
  const payload = Object.entries(event)
    .filter(([key]) => key !== "type")
    .map(
      ([key, value]) =>
        `${key}=${value instanceof Error ? `Error("${value.message}")` : JSON.stringify(value)}`,
    )
    .join(", ");
  const type = event.type
    .replace(/^xstate\.done\.actor\.(.+)$/, "$1 succeeds")
    .replace(/^xstate\.error\.actor\.(.+)$/, "$1 fails")
    .replace(/^xstate\.after\.(\d+)\..+$/, "$1 ms pass");
  return [type, payload && `(${payload})`, description && `— ${description}`].filter(Boolean).join(" ");
}

function planOf(m: MachineModel, paths: ModelPath[]) {
  return paths.map((path, index) => {
    let from = stateLabel(createActor(m.machine, { input: path.input }).getSnapshot().value);
    return {
      path: index + 1,
      input: path.input ?? null,
      steps: path.steps.map((step, stepIndex) => {
        const row = {
          step: stepIndex + 1,
          from,
          event: eventLabel(m, step.event as { type: string }),
          expected: stateLabel(step.expected),
        };
        from = row.expected;
        return row;
      }),
    };
  });
}

const plan = planOf(model, generatePaths(model));
if (format === "json") {
  console.log(JSON.stringify({ machine: model.name, paths: plan }, null, 2));
} else {
  console.log(`# Test plan: ${model.name}\n`);
  console.log(`${plan.length} paths, generated from the machine with xstate/graph.\n`);
  for (const path of plan) {
    console.log(`## Path ${path.path}\n`);
    if (path.input !== null) console.log(`Starting with input \`${JSON.stringify(path.input)}\`.\n`);
    console.log("| # | From state | Event | Expected state |\n|---|---|---|---|");
    for (const step of path.steps)
      console.log(`| ${step.step} | ${step.from} | ${step.event} | ${step.expected} |`);
    console.log("");
  }
}
