import { PassThrough } from "node:stream";
import type { EntryContext } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { DocumentAssetsProvider } from "./views/layout/document-assets.view.tsx";
import { inlineStylesheet } from "./routes/inline-stylesheet.server.ts";
import { deferModuleScripts, startDeferredScripts } from "./routes/deferred-scripts.server.ts";
import { cspNonceHeader } from "./domain/csp-nonce.ts";
import { documentTranslationsFor } from "./i18n/resources.server.ts";

export const streamTimeout = 5_000;

/**
 * React Router's default Node entry (streaming, bots wait for all content), plus, for a fast first paint on a
 * slow network (ADR 021): the site stylesheet inlined into <head>, and the JavaScript held back until the
 * browser has painted the HTML (root.tsx starts it).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // The response's CSP nonce (server/http/security-headers.ts; absent under the Vite dev server): React
  // Router's scripts, React's own inline scripts and ours carry it (ADR 031).
  const nonce = request.headers.get(cspNonceHeader) || undefined;
  const assets = {
    stylesheet: inlineStylesheet(routerContext),
    startScripts: startDeferredScripts,
    nonce,
    translations: documentTranslationsFor,
  };

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    // Abort after streamTimeout, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <DocumentAssetsProvider value={assets}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </DocumentAssetsProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          const deferred = deferModuleScripts(nonce);
          deferred.pipe(body);
          pipe(deferred);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject and are logged by React Router; later ones only here.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
