import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";

/**
 * A bound on page renders in flight (ADR 038). React SSR is CPU work on the one event loop: fifty renders
 * started together all finish late together (each interleaved with the 49 others), hold fifty render trees in
 * memory, and starve everything else in the process. Here at most `concurrency` renders run; the next ones wait
 * in arrival order. A wait counts toward the page's time budget: a request still waiting after `maxWaitMs`, or
 * arriving when `maxQueue` already wait, gets a short 503 with Retry-After (spec §8 "We had a problem, wait a few
 * moments") instead of piling up. A visitor who leaves while waiting leaves the queue. Only renders queue: the
 * page micro-cache answers its hits before this stage, static files and the API never reach it.
 */
export interface RenderQueueOptions {
  /** Renders in flight at once. */
  concurrency: number;
  /** Requests that may wait; one more is refused at once. */
  maxQueue: number;
  /** Longest a request waits for its turn (the loader timeout: the page would have failed by then anyway). */
  maxWaitMs: number;
  /** Seconds the 503 asks the visitor to wait (Retry-After). */
  retryAfterSeconds?: number;
}

export interface RenderQueue {
  listener: RequestListener;
  /** Renders in flight and requests waiting, now. */
  readonly running: number;
  readonly waiting: number;
}

interface Waiter {
  start: () => void;
  refuse: () => void;
}

const busyPage = `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Sabiá</title>
<p>Tivemos um problema. Aguarde alguns instantes e tente de novo.</p>
<p lang="en">We had a problem. Please wait a few moments and try again.</p></html>`;

function refuse(response: ServerResponse, retryAfterSeconds: number) {
  if (response.headersSent || response.destroyed) return;
  response.statusCode = 503;
  response.setHeader("Retry-After", String(retryAfterSeconds));
  response.setHeader("Cache-Control", "no-store");
  response.setHeader("Content-Type", "text/html; charset=utf-8");
  response.end(busyPage);
}

export function renderQueue(render: RequestListener, options: RenderQueueOptions): RenderQueue {
  const retryAfter = options.retryAfterSeconds ?? 1;
  const queue: Waiter[] = [];
  let running = 0;

  // At most one render starts per turn of the event loop, even with free slots (issue 17). Node accepts a new
  // connection about once per turn; when every request read in a turn started its render at once, turns grew to
  // tens of milliseconds under load and 50 new connections took ~2 s to be accepted (the same with a bare
  // node:http server burning 4 ms a request: 4.2 s). The last accepted waited that long before the server saw
  // them. One start per turn keeps turns short: the same 50 are accepted in ~0.2 s, at the same throughput.
  let pumping = false;
  const pump = () => {
    pumping = false;
    if (running < options.concurrency && queue.length > 0) queue.shift()!.start();
    schedule();
  };
  const schedule = () => {
    if (pumping || running >= options.concurrency || queue.length === 0) return;
    pumping = true;
    setImmediate(pump);
  };

  /** Runs one render and frees its slot when the answer is done or the visitor has gone, whichever is first. */
  const run = async (request: IncomingMessage, response: ServerResponse) => {
    running++;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      running--;
      schedule();
    };
    response.once("close", release);
    try {
      await render(request, response);
    } finally {
      release();
    }
  };

  const listener: RequestListener = (request, response) => {
    // Requests that free slots will start next turn do not count as waiting.
    const free = Math.max(0, options.concurrency - running);
    if (queue.length >= options.maxQueue + free) return refuse(response, retryAfter);
    return new Promise<void>((resolve) => {
      const waiter: Waiter = {
        start: () => {
          settle();
          resolve(run(request, response));
        },
        refuse: () => {
          settle();
          refuse(response, retryAfter);
          resolve();
        },
      };
      const timer = setTimeout(waiter.refuse, options.maxWaitMs);
      const leave = () => {
        settle();
        resolve();
      };
      const settle = () => {
        clearTimeout(timer);
        response.off("close", leave);
        const at = queue.indexOf(waiter);
        if (at !== -1) queue.splice(at, 1);
      };
      response.once("close", leave);
      queue.push(waiter);
      schedule();
    });
  };

  return {
    listener,
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
