/**
 * What the main thread and a render thread say to each other (ADR 042). Requests and responses cross as plain data:
 * a URL, a method, header pairs (a `set-cookie` stays its own pair) and the body's bytes.
 */
export interface WireRequest {
  url: string;
  method: string;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer> | null;
}

export interface WireHead {
  status: number;
  headers: [string, string][];
}

/** main → render thread */
export type ToRenderThread =
  | { type: "render"; id: number; request: WireRequest }
  | { type: "abort"; id: number }
  | { type: "api-answer"; id: number; head: WireHead; body: Uint8Array<ArrayBuffer> }
  | { type: "api-failed"; id: number; message: string }
  | { type: "clear-shared-reads" };

/** render thread → main */
export type FromRenderThread =
  | { type: "ready" }
  | { type: "head"; id: number; head: WireHead }
  | { type: "chunk"; id: number; chunk: Uint8Array }
  | { type: "end"; id: number }
  | { type: "failed"; id: number; message: string }
  | { type: "api"; id: number; request: WireRequest };

const hasBody = (method: string) => method !== "GET" && method !== "HEAD";

export async function toWireRequest(request: Request): Promise<WireRequest> {
  return {
    url: request.url,
    method: request.method,
    headers: [...request.headers],
    body: hasBody(request.method) ? new Uint8Array(await request.arrayBuffer()) : null,
  };
}

export function fromWireRequest(wire: WireRequest, signal?: AbortSignal): Request {
  return new Request(wire.url, {
    method: wire.method,
    headers: wire.headers,
    ...(wire.body && hasBody(wire.method) ? { body: wire.body } : {}),
    ...(signal ? { signal } : {}),
  });
}

export const wireHead = (response: Response): WireHead => ({
  status: response.status,
  headers: [...response.headers],
});

/** A Response of the head; a 1xx/204/304 takes no body. */
export function responseOf(head: WireHead, body: BodyInit | null): Response {
  const bodiless = head.status === 204 || head.status === 304 || head.status < 200;
  return new Response(bodiless ? null : body, { status: head.status, headers: head.headers });
}
