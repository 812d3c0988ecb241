/** Hosts of a development machine: the only request hosts a canonical address may name without configuration. */
const developmentHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

const proxyTrusted = (value: string | undefined) =>
  !["", "0", "off", "false"].includes((value ?? "").trim().toLowerCase());

/**
 * The public address of the site for canonical URLs, Open Graph, JSON-LD, the sitemap and robots.txt:
 * SITE_URL, else PUBLIC_URL, else the request's own origin only when its host is this machine (localhost,
 * 127.0.0.1, ::1) or the operation host, on this server's port (PORT) — never what an arbitrary Host header
 * names, since these addresses land in shared caches (the sitemap is public for an hour). https only when a
 * trusted proxy (TRUST_PROXY) says so in X-Forwarded-Proto. Any other host gets http://localhost:PORT.
 */
export function siteUrl(request: Request, env: Record<string, string | undefined> = process.env): string {
  const configured = env["SITE_URL"] || env["PUBLIC_URL"];
  if (configured) return configured.replace(/\/$/, "");
  const port = env["PORT"] || "3000";
  const url = new URL(request.url);
  const hostname = url.hostname.toLowerCase();
  const operationHost = (env["OPERATION_HOSTNAME"] || "operacao.localhost").toLowerCase();
  if (!developmentHosts.has(hostname) && hostname !== operationHost) return `http://localhost:${port}`;
  const https =
    url.protocol === "https:" ||
    (proxyTrusted(env["TRUST_PROXY"]) && request.headers.get("x-forwarded-proto") === "https");
  return `${https ? "https" : "http"}://${hostname}${url.port ? `:${port}` : ""}`;
}
