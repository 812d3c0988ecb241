import type { ServerResponse } from "node:http";

/**
 * Effect calls writeHead(status, statusText, headers) with an undefined statusText; wrappers that re-read the
 * arguments (on-headers, used by the compression middleware in server/app.ts) then take the headers for the status
 * text and drop Content-Type. Dropping the undefined argument keeps every wrapper happy.
 */
export function normalizeWriteHead(response: ServerResponse) {
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (rest.length >= 2 && rest[0] === undefined) rest.shift();
    return writeHead.apply(this, [statusCode, ...rest] as never);
  } as typeof response.writeHead;
}

/** Resolves once the response is sent, or its connection closed. */
export const finished = (response: ServerResponse) =>
  new Promise<void>((resolve) => {
    if (response.writableFinished || response.destroyed) return resolve();
    response.once("finish", () => resolve());
    response.once("close", () => resolve());
  });
