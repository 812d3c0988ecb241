import { EventEmitter } from "node:events";
import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { fairnessKey, renderQueue, type RenderQueueOptions } from "./render-queue.ts";

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A renderer that takes `ms` and records how many renders overlapped. */
function slowRenderer(ms: number) {
  const seen = { renders: 0, inFlight: 0, most: 0 };
  const render: RequestListener = async (_request, response) => {
    seen.renders++;
    seen.most = Math.max(seen.most, ++seen.inFlight);
    await new Promise((resolve) => setTimeout(resolve, ms));
    seen.inFlight--;
    response.end(`render ${seen.renders}`);
  };
  return { render, seen };
}

async function serve(render: RequestListener, options: RenderQueueOptions) {
  const queue = renderQueue(render, options);
  const server = createServer((request, response) => void queue.listener(request, response));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { queue, get: (path = "/", init?: RequestInit) => fetch(`${base}${path}`, init) };
}

describe("render queue (ADR 038)", () => {
  it("runs at most `concurrency` renders at once and answers every request in turn", async () => {
    const { render, seen } = slowRenderer(30);
    const { get } = await serve(render, { concurrency: 2, maxQueue: 20, maxWaitMs: 5000 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => get()));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(seen.renders).toBe(8);
    expect(seen.most).toBe(2);
  });

  it("refuses at once with 503 and Retry-After when the queue is full", async () => {
    const { render } = slowRenderer(200);
    const { get } = await serve(render, { concurrency: 1, maxQueue: 1, maxWaitMs: 5000 });
    const answers = await Promise.all(Array.from({ length: 4 }, () => get()));
    const statuses = answers.map((answer) => answer.status).toSorted();
    expect(statuses).toEqual([200, 200, 503, 503]);
    const refused = answers.find((answer) => answer.status === 503)!;
    expect(refused.headers.get("retry-after")).toBe("1");
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(await refused.text()).toContain("We had a problem");
  });

  it("answers 503 to a request that waited longer than its time budget", async () => {
    const { render, seen } = slowRenderer(300);
    const { get } = await serve(render, { concurrency: 1, maxQueue: 10, maxWaitMs: 50 });
    const started = performance.now();
    const [first, second] = await Promise.all([get(), get()]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(503);
    expect(seen.renders).toBe(1);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("forgets a visitor who left while waiting", async () => {
    const { render, seen } = slowRenderer(100);
    const { get, queue } = await serve(render, { concurrency: 1, maxQueue: 10, maxWaitMs: 5000 });
    const rendering = get();
    const leaving = new AbortController();
    const left = get("/", { signal: leaving.signal }).catch(() => "left");
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(queue.waiting).toBe(1);
    leaving.abort();
    expect(await left).toBe("left");
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(queue.waiting).toBe(0);
    expect((await rendering).status).toBe(200);
    expect(seen.renders).toBe(1);
    expect((await get()).status).toBe(200);
    expect(queue.running).toBe(0);
  });

  it("starts at most one render per turn of the event loop, so new connections are accepted between renders", async () => {
    // A turn counter: one setImmediate per turn of the loop.
    let turn = 0;
    let ticking = true;
    const tick = () => {
      turn++;
      if (ticking) setImmediate(tick);
    };
    tick();
    const startedAt: number[] = [];
    const render: RequestListener = async (_request, response) => {
      startedAt.push(turn);
      const until = performance.now() + 3; // CPU, like a React render
      while (performance.now() < until);
      await new Promise((resolve) => setTimeout(resolve, 5));
      response.end();
    };
    const queue = renderQueue(render, { concurrency: 4, maxQueue: 50, maxWaitMs: 5000 });
    // Twelve requests read in one turn (as a poll of many ready sockets reads them), slots free.
    const answered = Array.from({ length: 12 }, () => {
      const response: EventEmitter & { headersSent: boolean; destroyed: boolean; end(): void } =
        Object.assign(new EventEmitter(), {
          headersSent: false,
          destroyed: false,
          end: () => response.emit("close"),
        });
      return queue.listener({} as IncomingMessage, response as unknown as ServerResponse);
    });
    await Promise.all(answered);
    ticking = false;
    expect(startedAt).toHaveLength(12);
    expect(new Set(startedAt).size).toBe(12);
  });
});

describe("fairnessKey", () => {
  it("keeps an IPv4 address and takes an IPv6 address by its /64 network", () => {
    expect(fairnessKey("203.0.113.7")).toBe("203.0.113.7");
    expect(fairnessKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(fairnessKey("2001:db8:0:1:aaaa::1")).toBe("2001:db8:0:1::/64");
    expect(fairnessKey("2001:0db8:0000:0001:ffff:1:2:3")).toBe("2001:db8:0:1::/64");
    expect(fairnessKey("2001:db8::7")).toBe("2001:db8:0:0::/64");
    expect(fairnessKey("::1")).toBe("0:0:0:0::/64");
    expect(fairnessKey(undefined)).toBe("unknown");
  });
});
