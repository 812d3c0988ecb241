import type { RequestListener } from "node:http";
import { SHARE_ENV, Worker } from "node:worker_threads";
import { createRequestListener } from "@remix-run/node-fetch-server";
import type { Logger } from "pino";
import {
  fromWireRequest,
  responseOf,
  toWireRequest,
  wireHead,
  type FromRenderThread,
  type ToRenderThread,
} from "./render-messages.ts";
import type { RenderWorkerData } from "./render-worker.ts";

/**
 * Page renders on `threads` worker threads (ADR 042). React SSR is CPU work; on the one event loop a render held
 * the core that also parses requests, answers cache hits and runs the API, and a process used one core at most.
 * Here the main thread keeps everything else (redirects, API, static files, page cache, render queue, compression)
 * and hands each render to the least busy thread, as a Web Request; the answer streams back as a Web Response, so
 * the listener is the same one React Router's own Node adapter uses. A thread that dies fails its renders (500)
 * and is replaced.
 */
export interface RenderPoolOptions {
  threads: number;
  buildFile: string;
  /** The API's fetch when it runs in this process (API_ORIGIN unset); loaders in the threads call it. */
  apiFetch: ((request: Request) => Promise<Response>) | null;
  sharedReadsTtlMs: number;
  logger: Logger;
}

interface PendingRender {
  resolve: (response: Response) => void;
  reject: (error: Error) => void;
  /** The body's controller until the body is closed, failed, or cancelled by a visitor who left. */
  stream?: ReadableStreamDefaultController<Uint8Array> | undefined;
}

/** Ends a pending body once, whichever way; later chunks of a body nobody reads are dropped. */
function finish(pending: PendingRender | undefined, error?: Error) {
  const stream = pending?.stream;
  if (!pending || !stream) return;
  pending.stream = undefined;
  if (error) stream.error(error);
  else stream.close();
}

interface RenderThread {
  worker: Worker;
  renders: Map<number, PendingRender>;
}

export interface RenderPool {
  listener: RequestListener;
  /** Drops the threads' copies of shared reads (the catalogue changed). */
  clearSharedReads(): void;
  /** Waits until every thread has loaded the build. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** worker_threads' postMessage takes no target origin (the lint rule is about window.postMessage). */
function tell(thread: RenderThread, message: ToRenderThread) {
  // oxlint-disable-next-line unicorn/require-post-message-target-origin
  thread.worker.postMessage(message);
}

export function renderPool(options: RenderPoolOptions): RenderPool {
  const threads: RenderThread[] = [];
  let nextId = 0;
  let closing = false;
  const workerData: RenderWorkerData = {
    buildFile: options.buildFile,
    inProcessApi: options.apiFetch !== null,
    sharedReadsTtlMs: options.sharedReadsTtlMs,
  };

  const answerApi = async (thread: RenderThread, id: number, request: Request) => {
    const post = (message: ToRenderThread) => tell(thread, message);
    try {
      const response = await options.apiFetch!(request);
      post({
        type: "api-answer",
        id,
        head: wireHead(response),
        body: new Uint8Array(await response.arrayBuffer()),
      });
    } catch (error) {
      post({ type: "api-failed", id, message: error instanceof Error ? error.message : String(error) });
    }
  };

  const start = (): Promise<void> => {
    const worker = new Worker(new URL("./render-worker.ts", import.meta.url), { workerData, env: SHARE_ENV });
    const thread: RenderThread = { worker, renders: new Map() };
    threads.push(thread);
    return new Promise((resolve) => {
      worker.on("message", (message: FromRenderThread) => {
        const pending = "id" in message ? thread.renders.get(message.id) : undefined;
        switch (message.type) {
          case "ready":
            resolve();
            break;
          case "head":
            if (!pending) break;
            pending.resolve(
              responseOf(
                message.head,
                new ReadableStream<Uint8Array>({
                  start: (controller) => void (pending.stream = controller),
                  cancel: () => {
                    pending.stream = undefined;
                    tell(thread, { type: "abort", id: message.id });
                  },
                }),
              ),
            );
            break;
          case "chunk":
            try {
              pending?.stream?.enqueue(message.chunk);
            } catch {
              // The body was given up (the visitor left): the rest of it is dropped.
              if (pending) pending.stream = undefined;
            }
            break;
          case "end":
            finish(pending);
            thread.renders.delete(message.id);
            break;
          case "failed":
            pending?.reject(new Error(message.message));
            finish(pending, new Error(message.message));
            thread.renders.delete(message.id);
            break;
          case "api":
            void answerApi(thread, message.id, fromWireRequest(message.request));
            break;
        }
      });
      worker.on("error", (error) => options.logger.error({ err: error }, "render thread failed"));
      worker.on("exit", (code) => {
        threads.splice(threads.indexOf(thread), 1);
        for (const pending of thread.renders.values()) {
          const error = new Error(`render thread stopped (exit ${code})`);
          pending.reject(error);
          finish(pending, error);
        }
        if (!closing) {
          options.logger.error({ code }, "render thread stopped; starting another");
          void start();
        }
        resolve();
      });
    });
  };

  const ready = Promise.all(Array.from({ length: options.threads }, start)).then(() => {});

  const render = async (request: Request): Promise<Response> => {
    await ready;
    const thread = threads.reduce((least, candidate) =>
      candidate.renders.size < least.renders.size ? candidate : least,
    );
    const id = nextId++;
    const wire = await toWireRequest(request);
    return new Promise<Response>((resolve, reject) => {
      thread.renders.set(id, { resolve, reject });
      request.signal.addEventListener("abort", () => tell(thread, { type: "abort", id }), {
        once: true,
      });
      tell(thread, { type: "render", id, request: wire });
    });
  };

  return {
    listener: createRequestListener(render),
    clearSharedReads: () => {
      for (const thread of threads) tell(thread, { type: "clear-shared-reads" });
    },
    ready,
    close: async () => {
      closing = true;
      await Promise.all(threads.map((thread) => thread.worker.terminate()));
    },
  };
}
