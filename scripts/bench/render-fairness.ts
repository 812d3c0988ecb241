/**
 * `node scripts/bench/render-fairness.ts [--modules <folder>]`: the burst of issue 25 against the page cache and
 * render queue alone (no database, no React), so that two versions compare on one machine as ratios.
 *
 * A page render costs RENDER_MS of CPU (as a React render does) on the server's event loop; the pipeline is the
 * production one: pageCache(renderQueue(render, 4 slots, 200 places, 5 s)). Client A (127.0.0.1) sends 300
 * concurrent requests; 50 ms later client B (127.0.0.2) asks for another page. Two bursts: `/curso/x?utm_x=<i>`
 * (campaign links, a unique tracking value each) and `/curso/x?p=<i>` (unique non-tracking values: every one a
 * real cache miss). Printed: A's renders and 503s, A's burst duration, B's status and wait, and how much of
 * that wait B spent in the render queue (the rest is accepting and reading 300 connections). `--modules` names the folder holding page-cache.ts and render-queue.ts (default server/http; e.g. a
 * worktree of an older commit) to measure the version before.
 */
import { createServer, request as httpRequest, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { fileURLToPath, pathToFileURL } from "node:url";
import { spawn } from "node:child_process";

const { values: args } = parseArgs({
  options: {
    modules: { type: "string", default: "server/http" },
    serve: { type: "boolean", default: false },
  },
});
const folder = pathToFileURL(`${resolve(args.modules)}/`);
const { pageCache } = (await import(
  new URL("page-cache.ts", folder).href
)) as typeof import("#server/http/page-cache.ts");
const { renderQueue } = (await import(
  new URL("render-queue.ts", folder).href
)) as typeof import("#server/http/render-queue.ts");

const renderMs = 8;
const burst = 300;

function busy(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

/** The server side, in a process of its own (the renders' CPU must not slow the clients): prints its port. */
async function serve() {
  const counts = { renders: 0, bArrived: 0, bStarted: 0 };
  const render: RequestListener = async (request, response) => {
    counts.renders++;
    if (request.socket.remoteAddress === "127.0.0.2") counts.bStarted = performance.now();
    await new Promise((done) => setImmediate(done));
    busy(renderMs);
    response.writeHead(200, {
      "content-type": "text/html",
      "cache-control": "public, max-age=0, s-maxage=10",
    });
    response.end("<html>page</html>");
  };
  const queue = renderQueue(render, { concurrency: 4, maxQueue: 200, maxWaitMs: 5000 });
  const cache = pageCache(queue.listener, { seconds: 5 });
  const server = createServer((request, response) => {
    if (request.url === "/renders") return void response.end(JSON.stringify(counts));
    if (request.socket.remoteAddress === "127.0.0.2") counts.bArrived = performance.now();
    void cache.listener(request, response);
  });
  await new Promise<void>((done) => server.listen(0, "0.0.0.0", done));
  process.stdout.write(`${(server.address() as AddressInfo).port}\n`);
}

async function scenario(name: string, pathOf: (index: number) => string) {
  const child = spawn(
    process.execPath,
    [fileURLToPath(import.meta.url), "--serve", "--modules", args.modules],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const port = Number(
    await new Promise<string>((done) => child.stdout.once("data", (data) => done(String(data)))),
  );
  const get = (path: string, localAddress: string) =>
    new Promise<{ status: number; ms: number; body: string }>((done, fail) => {
      const began = performance.now();
      const outgoing = httpRequest(
        { host: "127.0.0.1", port, path, localAddress, agent: false },
        (incoming) => {
          let body = "";
          incoming.on("data", (chunk) => (body += String(chunk)));
          incoming.on("end", () =>
            done({ status: incoming.statusCode ?? 0, ms: performance.now() - began, body }),
          );
        },
      );
      outgoing.on("error", fail);
      outgoing.end();
    });
  const began = performance.now();
  const fromA = Array.from({ length: burst }, (_, index) => get(pathOf(index), "127.0.0.1"));
  await new Promise((done) => setTimeout(done, 50));
  const fromB = await get("/curso/outro-curso", "127.0.0.2");
  const answersA = await Promise.all(fromA);
  const burstMs = performance.now() - began;
  const { renders, bArrived, bStarted } = JSON.parse((await get("/renders", "127.0.0.1")).body) as {
    renders: number;
    bArrived: number;
    bStarted: number;
  };
  const queuedMs = bStarted - bArrived;
  child.kill();
  const refused = answersA.filter((answer) => answer.status === 503).length;
  console.log(
    `${name.padEnd(28)} A: ${String(renders - 1).padStart(3)} renders, ${String(refused).padStart(3)} × 503, burst ${Math.round(burstMs)} ms` +
      ` | B: ${fromB.status} in ${Math.round(fromB.ms)} ms, ${bStarted ? `${Math.round(queuedMs)} ms of it in the render queue` : "not rendered"}`,
  );
}

if (args.serve) await serve();
else {
  console.log(
    `modules: ${args.modules}; render ${renderMs} ms of CPU, 4 slots, 200 places; A sends ${burst}, B one`,
  );
  await scenario("campaign burst (?utm_x=i)", (index) => `/curso/x?utm_x=${index}`);
  await scenario("miss burst (?p=i)", (index) => `/curso/x?p=${index}`);
}
