/**
 * The request header through which the server (server/app.ts) tells a page render that it makes a whole HTML
 * document, as opposed to React Router's data request (`/path.data`) of a client navigation. A document carries
 * its translations in a script of its own, so the root loader leaves them out of its data (ADR 043). The server
 * always overwrites it; without it (the Vite dev server) the loader sends them, which is always correct.
 */
export const documentRequestHeader = "x-sabia-document";

/** Whether a request target (path and query) is a whole document rather than a React Router data request. */
export const isDocumentTarget = (target: string | undefined): boolean =>
  !(target ?? "/").split("?")[0]!.endsWith(".data");
