import { randomUUID } from "node:crypto";
import compression from "compression";
import { constants as zlibConstants } from "node:zlib";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { Logger } from "pino";
import { loggableUrl } from "./http/logger.ts";
import { gzipRenderedHtml } from "./http/render-gzip.ts";
import {
  applyBaseSecurityHeaders,
  preparePageRender,
  type CardGatewayOrigins,
} from "./http/security-headers.ts";
import { answerOddPageRequest, requestGuardStage } from "./http/request-guard-stage.ts";
import { documentRequestHeader, isDocumentTarget } from "../src/domain/document-request.ts";
import { clientPeerHeader } from "../src/domain/client-peer.ts";
import { probePaths } from "./metrics/probe-stages.ts";
import { fromTrustedProxy, type TrustProxy } from "./http/client-address.ts";

/** One stage of the request pipeline; resolves true when it answered the request. */
export type RequestStage = (request: IncomingMessage, response: ServerResponse) => Promise<boolean>;

export interface AppStages {
  /** /healthz, /readyz and /metrics (server/metrics/probe-stages.ts), before the other stages. */
  probes?: RequestStage[];
  /** Told of every answered request and its duration in seconds (the request-duration histogram). */
  observe?: (request: IncomingMessage, response: ServerResponse, seconds: number) => void;
  /** Legacy 301s, answered before anything else runs (DESIGN.md §1.1). */
  legacyRedirects?: RequestStage;
  /** The reference platform API under /api. */
  api?: RequestStage;
  /** Files of the client build. */
  staticFiles: RequestStage;
  /** Lessons' media with byte ranges (server/http/media-files.ts; issue 32). */
  media?: RequestStage;
  /** Server-side rendering of every page (always answers). */
  render: RequestListener;
  /** Strict-Transport-Security on every response (production over https: hstsEnabled). */
  hsts?: boolean;
  /** The sign-language avatar's origin the page policy admits (VLIBRAS_ROOT on another site; ADR 039). */
  signLanguageOrigin?: string | null;
  /** The card gateway's tokenizer script and API the page policy admits (GATEWAY_PROVIDER; ADR 059). */
  cardGateway?: CardGatewayOrigins | null;
  /**
   * TRUST_PROXY (default off): X-Forwarded-Proto is dropped from a request whose peer is not a proxy of ours, so
   * that no reader of it (links, canonical URLs, OpenID and SAML addresses) believes a client that sent it itself.
   */
  trustProxy?: TrustProxy;
}

/** Composes the single Node process of DESIGN.md §1: redirects → /api → static assets → SSR. */
export function createApp(stages: AppStages, logger: Logger): RequestListener {
  const ordered = [
    requestGuardStage,
    ...(stages.probes ?? []),
    stages.legacyRedirects,
    stages.api,
    stages.staticFiles,
    stages.media,
  ].filter((stage): stage is RequestStage => stage !== undefined);
  // Brotli or gzip for every response worth it (HTML stream, JSON), per Accept-Encoding. Brotli at quality 3, not
  // the package's 4: a render's HTML streamed through it cost ~2.4 ms of a ~7.5 ms cache-miss render, and 3 is
  // about a tenth cheaper for 4 % more bytes (ADR 041). Cached pages and hashed assets come compressed already.
  const compress = compression({
    threshold: 1024,
    brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 3 } },
  });
  const security = {
    hsts: stages.hsts ?? false,
    signLanguageOrigin: stages.signLanguageOrigin ?? null,
    cardGateway: stages.cardGateway ?? null,
  };

  return async (request, response) => {
    const requestId = randomUUID();
    const started = performance.now();
    if (!fromTrustedProxy(request.socket.remoteAddress, stages.trustProxy ?? "off"))
      delete request.headers["x-forwarded-proto"];
    response.setHeader("X-Request-Id", requestId);
    applyBaseSecurityHeaders(response, security);
    response.on("finish", () => {
      const ms = performance.now() - started;
      stages.observe?.(request, response, ms / 1000);
      // A balancer asks for /readyz every few seconds and Prometheus for /metrics: not a line each at info.
      const level = probePaths.has((request.url ?? "").split("?")[0] ?? "") ? "debug" : "info";
      logger[level](
        {
          requestId,
          method: request.method,
          url: loggableUrl(request.url),
          status: response.statusCode,
          ms: Math.round(ms * 10) / 10,
        },
        "request",
      );
    });

    try {
      await new Promise<void>((resolve) => compress(request as never, response as never, () => resolve()));
      for (const stage of ordered) {
        if (await stage(request, response)) return;
      }
      if (answerOddPageRequest(request, response)) return;
      preparePageRender(request, response, security);
      // A whole document carries its translations in a script of its own; a data request gets them in the root
      // loader's data (ADR 043). Always set here, so no client chooses.
      if (isDocumentTarget(request.url)) request.headers[documentRequestHeader] = "1";
      else delete request.headers[documentRequestHeader];
      // The visitor's socket address, for the API calls a route action makes for them (issue 25). Always set here.
      request.headers[clientPeerHeader] = request.socket.remoteAddress ?? "";
      // Rendered HTML goes out as gzip built of segments, its shared pieces deflated once (ADR 044).
      gzipRenderedHtml(request, response);
      await stages.render(request, response);
    } catch (error) {
      logger.error({ requestId, err: error }, "request failed");
      if (!response.headersSent) {
        response.statusCode = 500;
        response.setHeader("Content-Type", "text/plain; charset=utf-8");
      }
      response.end();
    }
  };
}
