import { EventEmitter } from "node:events";
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { renderQueue, type RenderQueueOptions } from "./render-queue.ts";

/**
 * Issue 25 "render-queue fairness": one client's burst of page renders (pages the cache cannot answer) filled
 * the render queue in arrival order; another visitor then waited 3.3 s behind it, or got a 503. The queue is now
 * shared per client: the next free slot goes to the client with the fewest renders running (earliest first among
 * equals), and when the queue is full a newcomer takes the place of the greediest client's newest request.
 * Two clients here are two loopback addresses (127.0.0.1 and 127.0.0.2).
 */
const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A render of `ms` that records which client's request started when. */
function recordingRenderer(ms: number) {
  const started: string[] = [];
  const render: RequestListener = async (request, response) => {
    started.push(request.socket.remoteAddress ?? "?");
    await new Promise((resolve) => setTimeout(resolve, ms));
    response.end("ok");
  };
  return { render, started };
}

async function serve(render: RequestListener, options: RenderQueueOptions) {
  const queue = renderQueue(render, options);
  const server = createServer((request, response) => void queue.listener(request, response));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "0.0.0.0", resolve));
  const port = (server.address() as AddressInfo).port;
  /** A GET from `localAddress`; resolves with its status and how long it took. */
  const get = (localAddress: string) =>
    new Promise<{ status: number; ms: number }>((resolve, reject) => {
      const began = performance.now();
      const outgoing = httpRequest(
        { host: "127.0.0.1", port, path: "/curso/x", localAddress, agent: false },
        (incoming) => {
          incoming.resume();
          incoming.on("end", () =>
            resolve({ status: incoming.statusCode ?? 0, ms: performance.now() - began }),
          );
        },
      );
      outgoing.on("error", reject);
      outgoing.end();
    });
  return { queue, get };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("render queue fairness per client", () => {
  it("another visitor's request is served at the next free slot, not after one client's whole burst", async () => {
    const { render, started } = recordingRenderer(20);
    const { get, queue } = await serve(render, { concurrency: 2, maxQueue: 100, maxWaitMs: 10_000 });
    const burst = Array.from({ length: 60 }, () => get("127.0.0.1"));
    while (queue.waiting < 40) await wait(5);
    const other = await get("127.0.0.2");
    await Promise.all(burst);
    expect(other.status).toBe(200);
    const otherAt = started.indexOf("127.0.0.2");
    const startedBefore = started.slice(0, otherAt).length;
    // In arrival order it started after all 60; fairly it starts within a couple of renders of arriving.
    expect(startedBefore).toBeLessThan(30);
    // Served in about one render's time (20 ms), far below the burst's 60 × 20 / 2 = 600 ms.
    expect(other.ms).toBeLessThan(300);
  });

  it("also when renders are short: a client whose render just ended does not count as one that waited", async () => {
    // Renders that end at once: at each pick the burst's client has no render running, like the newcomer.
    const started: string[] = [];
    const render: RequestListener = (request, response) => {
      started.push(request.socket.remoteAddress ?? "?");
      response.end();
    };
    const queue = renderQueue(render, { concurrency: 1, maxQueue: 100, maxWaitMs: 10_000 });
    const fake = (address: string) => {
      const response = Object.assign(new EventEmitter(), {
        headersSent: false,
        destroyed: false,
        end: () => response.emit("close"),
      });
      const request = { socket: { remoteAddress: address } } as unknown as IncomingMessage;
      return queue.listener(request, response as unknown as ServerResponse);
    };
    // Forty requests of one client read in one turn, then one of another client.
    const answered = [...Array.from({ length: 40 }, () => fake("198.51.100.1")), fake("203.0.113.9")];
    await Promise.all(answered);
    expect(started).toHaveLength(41);
    // First come, first served made it the 41st; fairly it is the second, after the burst's first.
    expect(started.indexOf("203.0.113.9")).toBeLessThanOrEqual(1);
  });

  it("a full queue makes room for a newcomer: the greedy client's newest request is refused instead", async () => {
    const { render } = recordingRenderer(50);
    const { get, queue } = await serve(render, { concurrency: 1, maxQueue: 10, maxWaitMs: 10_000 });
    const burst = Array.from({ length: 11 }, () => get("127.0.0.1"));
    while (queue.waiting < 10) await wait(5);
    const other = await get("127.0.0.2");
    const statuses = (await Promise.all(burst)).map((answer) => answer.status);
    expect(other.status).toBe(200);
    expect(statuses.filter((status) => status === 503)).toHaveLength(1);
  });

  it("one client alone may still use every slot (no slot stays idle for fairness)", async () => {
    const { render } = recordingRenderer(30);
    const { get } = await serve(render, { concurrency: 4, maxQueue: 20, maxWaitMs: 10_000 });
    const began = performance.now();
    const answers = await Promise.all(Array.from({ length: 8 }, () => get("127.0.0.1")));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    // Four at a time: about two render times, not eight.
    expect(performance.now() - began).toBeLessThan(8 * 30);
  });
});
