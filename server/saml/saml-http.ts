import type { IncomingMessage, ServerResponse } from "node:http";

/** Small HTTP helpers shared by our SAML endpoints and the example IdP. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** An urlencoded form body up to `max` bytes (a SAMLResponse is a few KiB), else null. */
export function readForm(request: IncomingMessage, max = 256 * 1024): Promise<URLSearchParams | null> {
  return new Promise((resolve) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
      if (body.length > max) {
        resolve(null);
        request.destroy();
      }
    });
    request.on("end", () => resolve(new URLSearchParams(body)));
    request.on("error", () => resolve(null));
  });
}

export function redirect(response: ServerResponse, location: string, cookie?: string) {
  response.writeHead(303, {
    Location: location,
    "Cache-Control": "no-store",
    ...(cookie ? { "Set-Cookie": cookie } : {}),
  });
  response.end();
}

export function html(response: ServerResponse, status: number, page: string) {
  response.writeHead(status, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
  response.end(page);
}

/** A problem answer naming the field, like the API's own 400s. */
export function problem(response: ServerResponse, status: 400 | 403 | 503, field: string, detail: string) {
  const titles = { 400: "Bad Request", 403: "Forbidden", 503: "Service Unavailable" } as const;
  const types = { 400: "invalid-input", 403: "forbidden", 503: "service-unavailable" } as const;
  response.writeHead(status, { "Content-Type": "application/problem+json", "Cache-Control": "no-store" });
  response.end(
    JSON.stringify({
      type: `https://sabia.dev/problems/${types[status]}`,
      status,
      title: titles[status],
      field,
      detail,
    }),
  );
}

/** A page that posts `fields` to `action` at once (SAML HTTP-POST binding), with a button when scripts are off. */
export function autoPostPage(action: string, fields: Record<string, string>, title: string): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("");
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="robots" content="noindex,nofollow"><title>${escapeHtml(title)}</title></head>
<body onload="document.forms[0].submit()"><main><h1>${escapeHtml(title)}</h1><form method="post" action="${escapeHtml(action)}">${inputs}<button type="submit">Continuar</button></form></main></body></html>`;
}
