import { parentPort, workerData } from "node:worker_threads";
import { createRequestHandler, type ServerBuild } from "react-router";
import { registerInProcessApi } from "../../src/services/api/in-process.ts";
import { ttlCache } from "../http/ttl-cache.ts";
import {
  fromWireRequest,
  responseOf,
  toWireRequest,
  wireHead,
  type FromRenderThread,
  type ToRenderThread,
} from "./render-messages.ts";

/**
 * A render thread (ADR 042): React Router's request handler on a copy of the page build, so renders run beside the
 * main thread instead of on it. The API stays on the main thread (an embedded PGlite is one engine per process):
 * loaders reach it in-process as before, their calls crossing to the main thread as messages. Shared catalogue
 * reads are kept decoded here too, and dropped when the main thread's catalogue cache is.
 */
export interface RenderWorkerData {
  buildFile: string;
  /** Whether the API is this process's (API_ORIGIN unset): then loaders call it through the main thread. */
  inProcessApi: boolean;
  sharedReadsTtlMs: number;
}

const port = parentPort!;
const data = workerData as RenderWorkerData;
const send = (message: FromRenderThread) => port.postMessage(message);

const build = (await import(data.buildFile)) as ServerBuild;
const handle = createRequestHandler(build, "production");

const sharedReads = ttlCache({ ttlMs: data.sharedReadsTtlMs, maxEntries: 1000 });
const apiCalls = new Map<number, { resolve: (response: Response) => void; reject: (error: Error) => void }>();
let nextApiCall = 0;
if (data.inProcessApi) {
  registerInProcessApi(async (input, init) => {
    const wire = await toWireRequest(new Request(input, init));
    const id = nextApiCall++;
    return new Promise<Response>((resolve, reject) => {
      apiCalls.set(id, { resolve, reject });
      send({ type: "api", id, request: wire });
    });
  }, sharedReads);
}

const renders = new Map<number, AbortController>();

async function render(id: number, request: Request, controller: AbortController) {
  try {
    const response = await handle(request);
    send({ type: "head", id, head: wireHead(response) });
    if (response.body) {
      for await (const chunk of response.body) {
        if (controller.signal.aborted) break;
        send({ type: "chunk", id, chunk });
      }
    }
    send({ type: "end", id });
  } catch (error) {
    send({ type: "failed", id, message: error instanceof Error ? error.message : String(error) });
  } finally {
    renders.delete(id);
  }
}

port.on("message", (message: ToRenderThread) => {
  switch (message.type) {
    case "render": {
      const controller = new AbortController();
      renders.set(message.id, controller);
      void render(message.id, fromWireRequest(message.request, controller.signal), controller);
      break;
    }
    case "abort":
      renders.get(message.id)?.abort();
      break;
    case "api-answer":
      apiCalls.get(message.id)?.resolve(responseOf(message.head, message.body));
      apiCalls.delete(message.id);
      break;
    case "api-failed":
      apiCalls.get(message.id)?.reject(new TypeError(message.message));
      apiCalls.delete(message.id);
      break;
    case "clear-shared-reads":
      sharedReads.clear();
      break;
  }
});

send({ type: "ready" });
