import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { apiDocsContentSecurityPolicy, newNonce } from "../http/security-headers.ts";
import { apiDocument } from "./api-document.ts";

/**
 * GET /api/openapi.json and the API reference at /api/docs (ADR 054): Swagger UI from the swagger-ui-dist
 * package, served from this origin under a nonce-based policy of its own. Its files sit under the package's
 * version, so a browser may keep them for good and an upgrade changes their address.
 */
const packageJson = createRequire(import.meta.url).resolve("swagger-ui-dist/package.json");
const packageFolder = dirname(packageJson);
const { version } = createRequire(import.meta.url)("swagger-ui-dist/package.json") as { version: string };
const assetBase = `/api/docs/${version}/`;

/** The only files served, by name: nothing else of node_modules is reachable. */
const assets: Record<string, string> = {
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
  "swagger-ui.css": "text/css; charset=utf-8",
  "favicon-32x32.png": "image/png",
};
const assetCache = new Map<string, Promise<Buffer>>();
const asset = (name: string) => {
  let bytes = assetCache.get(name);
  if (!bytes) assetCache.set(name, (bytes = readFile(join(packageFolder, name))));
  return bytes;
};

const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * The page. No proxy, no validator badge (validatorUrl null: it would load an image from swagger.io), no
 * configuration from the address (queryConfigEnabled false: `?url=` cannot load another document into a page
 * that sends the visitor's token), and the token is not kept in localStorage (persistAuthorization false).
 * Without the standalone preset there is no top bar to type another document's address into.
 */
function docsPage(nonce: string, title: string): string {
  const options = {
    url: "/api/openapi.json",
    dom_id: "#swagger-ui",
    deepLinking: true,
    validatorUrl: null,
    queryConfigEnabled: false,
    persistAuthorization: false,
    withCredentials: false,
    displayRequestDuration: true,
    layout: "BaseLayout",
  };
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title.replace(/[<&]/g, "")}</title>
<link rel="icon" type="image/png" href="${assetBase}favicon-32x32.png">
<link rel="stylesheet" href="${assetBase}swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script nonce="${nonce}" src="${assetBase}swagger-ui-bundle.js"></script>
<script nonce="${nonce}">window.ui = SwaggerUIBundle(Object.assign(${escapeJson(options)}, { presets: [SwaggerUIBundle.presets.apis] }));</script>
</body>
</html>`;
}

function send(
  response: ServerResponse,
  request: IncomingMessage,
  headers: Record<string, string>,
  body: string | Buffer,
) {
  response.writeHead(200, headers);
  response.end(request.method === "HEAD" ? undefined : body);
}

/** Answers the reference's paths (true), or leaves the request to the next stage (false). */
export function apiDocsStage(production: boolean) {
  return async (request: IncomingMessage, response: ServerResponse, pathname: string): Promise<boolean> => {
    if (request.method !== "GET" && request.method !== "HEAD") return false;
    if (pathname === "/api/openapi.json") {
      const document = JSON.stringify(apiDocument(production));
      send(response, request, { "Content-Type": "application/json", "Cache-Control": "no-cache" }, document);
      return true;
    }
    if (pathname === "/api/docs" || pathname === "/api/docs/") {
      const nonce = newNonce();
      send(
        response,
        request,
        {
          "Content-Type": "text/html; charset=utf-8",
          "Content-Security-Policy": apiDocsContentSecurityPolicy(nonce),
          // The nonce is this response's own: no copy is kept.
          "Cache-Control": "no-store",
        },
        docsPage(nonce, apiDocument(production).info.title),
      );
      return true;
    }
    if (!pathname.startsWith("/api/docs/")) return false;
    const name = pathname.startsWith(assetBase) ? pathname.slice(assetBase.length) : "";
    const contentType = Object.hasOwn(assets, name) ? assets[name] : undefined;
    if (!contentType) {
      response.writeHead(404, { "Content-Type": "application/problem+json", "Cache-Control": "no-store" });
      response.end(
        JSON.stringify({ status: 404, title: "Not Found", detail: "No such file of the API reference." }),
      );
      return true;
    }
    send(
      response,
      request,
      { "Content-Type": contentType, "Cache-Control": "public, max-age=31536000, immutable" },
      await asset(name),
    );
    return true;
  };
}
