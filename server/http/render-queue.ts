import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";

/**
 * A bound on page renders in flight (ADR 038). React SSR is CPU work on the one event loop: fifty renders
 * started together all finish late together (each interleaved with the 49 others), hold fifty render trees in
 * memory, and starve everything else in the process. Here at most `concurrency` renders run; the next ones wait.
 * A wait counts toward the page's time budget: a request still waiting after `maxWaitMs`, or arriving when
 * `maxQueue` already wait, gets a short 503 with Retry-After (spec §8 "We had a problem, wait a few moments")
 * instead of piling up. A visitor who leaves while waiting leaves the queue. Only renders queue: the page
 * micro-cache answers its hits before this stage, static files and the API never reach it.
 *
 * The queue is shared fairly per client (issue 25, ADR 056): a free slot goes to the waiting client with the
 * fewest renders running, among equals the one whose last render started longest ago (so clients take turns even
 * when renders are short and nobody has one running), its earliest request first; one client's burst cannot make
 * another visitor wait behind all of it; when the queue is full, a newcomer from a client holding fewer places than the
 * greediest one takes that client's newest place (which gets the 503). A client alone still uses every slot.
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
  /** Who sent a request, for fairness (default: the socket's peer address, see fairnessKey). */
  clientOf?: (request: IncomingMessage) => string;
  /** Told how long each render waited for its turn, in seconds (/metrics). */
  onWait?: (seconds: number) => void;
}

export interface RenderQueue {
  listener: RequestListener;
  /** Renders in flight and requests waiting, now. */
  readonly running: number;
  readonly waiting: number;
}

interface Waiter {
  client: string;
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

/** Adds one to or takes one from a client's count, forgetting clients at zero. */
function count(map: Map<string, number>, client: string, change: 1 | -1) {
  const next = (map.get(client) ?? 0) + change;
  if (next > 0) map.set(client, next);
  else map.delete(client);
}

export function renderQueue(render: RequestListener, options: RenderQueueOptions): RenderQueue {
  const retryAfter = options.retryAfterSeconds ?? 1;
  const clientOf =
    options.clientOf ?? ((request: IncomingMessage) => fairnessKey(request.socket?.remoteAddress));
  /** Waiting requests in arrival order. */
  const queue: Waiter[] = [];
  let running = 0;
  /** Renders running and places held in the queue, per client (entries removed at zero). */
  const runningOf = new Map<string, number>();
  const waitingOf = new Map<string, number>();
  /** The number of the last render each client started (its turn), while it has any render running or waiting. */
  const lastStartOf = new Map<string, number>();
  let starts = 0;
  const forgetIdle = (client: string) => {
    if (!runningOf.has(client) && !waitingOf.has(client)) lastStartOf.delete(client);
  };

  // At most one render starts per turn of the event loop, even with free slots (issue 17). Node accepts a new
  // connection about once per turn; when every request read in a turn started its render at once, turns grew to
  // tens of milliseconds under load and 50 new connections took ~2 s to be accepted (the same with a bare
  // node:http server burning 4 ms a request: 4.2 s). The last accepted waited that long before the server saw
  // them. One start per turn keeps turns short: the same 50 are accepted in ~0.2 s, at the same throughput.
  let pumping = false;
  const pump = () => {
    pumping = false;
    if (running < options.concurrency && queue.length > 0) nextWaiter(queue, runningOf, lastStartOf).start();
    schedule();
  };
  const schedule = () => {
    if (pumping || running >= options.concurrency || queue.length === 0) return;
    pumping = true;
    setImmediate(pump);
  };

  /** Runs one render and frees its slot when the answer is done or the visitor has gone, whichever is first. */
  const run = async (request: IncomingMessage, response: ServerResponse, client: string) => {
    running++;
    count(runningOf, client, 1);
    lastStartOf.set(client, ++starts);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      running--;
      count(runningOf, client, -1);
      forgetIdle(client);
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
    const client = clientOf(request);
    if (queue.length >= options.maxQueue + free) {
      const greediest = greediestClient(waitingOf);
      if (!greediest || (waitingOf.get(greediest) ?? 0) <= (waitingOf.get(client) ?? 0) + 1)
        return refuse(response, retryAfter);
      newestOf(queue, greediest)?.refuse();
    }
    const queued = performance.now();
    return new Promise<void>((resolve) => {
      const waiter: Waiter = {
        client,
        start: () => {
          settle();
          options.onWait?.((performance.now() - queued) / 1000);
          resolve(run(request, response, client));
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
        if (at === -1) return;
        queue.splice(at, 1);
        count(waitingOf, client, -1);
        forgetIdle(client);
      };
      response.once("close", leave);
      queue.push(waiter);
      count(waitingOf, client, 1);
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

/**
 * The waiter whose client has the fewest renders running; among those, the client whose last render started
 * longest ago (never: 0); the earliest request of that client.
 */
function nextWaiter(
  queue: readonly Waiter[],
  runningOf: ReadonlyMap<string, number>,
  lastStartOf: ReadonlyMap<string, number>,
): Waiter {
  let best = queue[0]!;
  let bestRunning = runningOf.get(best.client) ?? 0;
  let bestLast = lastStartOf.get(best.client) ?? 0;
  for (const waiter of queue) {
    const running = runningOf.get(waiter.client) ?? 0;
    const last = lastStartOf.get(waiter.client) ?? 0;
    if (running < bestRunning || (running === bestRunning && last < bestLast)) {
      best = waiter;
      bestRunning = running;
      bestLast = last;
    }
  }
  return best;
}

/** The client holding the most places in the queue (the first such one). */
function greediestClient(waitingOf: ReadonlyMap<string, number>): string | undefined {
  let greediest: string | undefined;
  let most = 0;
  for (const [client, waiting] of waitingOf)
    if (waiting > most) {
      greediest = client;
      most = waiting;
    }
  return greediest;
}

const newestOf = (queue: readonly Waiter[], client: string) =>
  queue.findLast((waiter) => waiter.client === client);

/**
 * The fairness key of a peer address: an IPv4 address as it is, an IPv6 address by its /64 network (one
 * household or server gets a whole /64, so single addresses would let one client be thousands).
 */
export function fairnessKey(address: string | undefined): string {
  const bare = (address ?? "unknown").toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
  if (!bare.includes(":")) return bare;
  const [head = "", tail = ""] = bare.split("::");
  const headGroups = head === "" ? [] : head.split(":");
  const tailGroups = bare.includes("::") && tail !== "" ? tail.split(":") : [];
  const groups = bare.includes("::")
    ? [
        ...headGroups,
        ...Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill("0"),
        ...tailGroups,
      ]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
