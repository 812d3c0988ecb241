import { PassThrough } from "node:stream";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { DocumentAssetsProvider } from "./views/layout/document-assets.view.tsx";
import { inlineStylesheet } from "./routes/inline-stylesheet.server.ts";
import { deferModuleScripts, startDeferredScripts } from "./routes/deferred-scripts.server.ts";
import { cspNonceHeader } from "./domain/csp-nonce.ts";
import type { Language } from "./domain/language.ts";
import { documentTranslationsFor } from "./i18n/resources.server.ts";
import { constantMarker, constantReplacements } from "./routes/constant-chunks.server.ts";

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
  // The stylesheet and the translations are rendered as markers, and the byte pass below puts each back as one
  // shared Buffer, which the gzip stage of renders sends as a deflate made once (ADR 044).
  const stylesheet = inlineStylesheet(routerContext);
  const assets = {
    stylesheet: stylesheet === null ? null : constantMarker(stylesheet),
    startScripts: startDeferredScripts,
    nonce,
    translations: (language: Language) => {
      const { resources, json } = documentTranslationsFor(language);
      return { resources, json: constantMarker(json) };
    },
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
          const deferred = deferModuleScripts(nonce, constantReplacements);
          deferred.pipe(body);
          pipe(deferred);
          resolve(
            new Response(webStreamOf(body), {
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

/**
 * The document as a web stream for React Router, passing each chunk on as it is. @react-router/node's
 * createReadableStreamFromReadable copies every chunk (`new Uint8Array(chunk)`): a copy of the whole page per
 * render, and the shared pieces would no longer be the Buffers the gzip stage recognises (ADR 044).
 */
function webStreamOf(body: PassThrough): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      body.on("data", (chunk: Buffer) => controller.enqueue(chunk));
      body.once("end", () => controller.close());
      body.once("error", (error) => controller.error(error));
    },
    cancel() {
      body.destroy();
    },
  });
}
