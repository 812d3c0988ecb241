import { eq } from "drizzle-orm";
import { bareHostname, defaultOperationHostname } from "#src/domain/identity/sign-in-context.ts";
import type { Db } from "../db/database.ts";
import { institutions, tenants } from "../db/schema/identity.ts";

export interface LinkOriginOptions {
  /** PUBLIC_URL: when set, every e-mailed link starts with it. */
  publicUrl?: string | undefined;
  /** OPERATION_HOSTNAME (operacao.localhost when unset). */
  operationHostname?: string | undefined;
  /** Where links go when the request's host is not one this deployment serves and PUBLIC_URL is unset. */
  defaultOrigin: string;
  /** The port this server listens on (PORT): a Host header naming another port keeps the host, not that port. */
  port?: string | undefined;
  /** TRUST_PROXY is on: a proxy of ours sets X-Forwarded-Proto; otherwise the header is the client's and ignored. */
  trustProxy?: boolean;
}

/** Hosts of a development machine, always served. */
const developmentHosts = new Set(["localhost", "127.0.0.1"]);

/** The default origin of a deployment without PUBLIC_URL: this machine on the listening port. */
export const defaultLinkOrigin = (port = process.env["PORT"]) => `http://localhost:${port || 3000}`;

/**
 * The origin e-mailed links are built on. PUBLIC_URL when set; else the request's own host, but only a host this
 * deployment serves (a tenant's or an institution's hostname, the operation host, localhost / 127.0.0.1) and only
 * on this server's port, so a forged Host header cannot point a victim's reset link elsewhere; https only when a
 * trusted proxy says so (X-Forwarded-Proto with TRUST_PROXY on); else the default origin.
 */
export function linkOrigin(
  db: Db,
  { publicUrl, operationHostname, defaultOrigin, port: listeningPort, trustProxy = false }: LinkOriginOptions,
) {
  const operationHost = bareHostname(operationHostname || defaultOperationHostname);
  const served = async (hostname: string) => {
    if (hostname === "") return false;
    if (developmentHosts.has(hostname) || hostname === operationHost) return true;
    const [tenant] = await db
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.hostname, hostname))
      .limit(1);
    if (tenant) return true;
    const [institution] = await db
      .select({ id: institutions.id })
      .from(institutions)
      .where(eq(institutions.hostname, hostname))
      .limit(1);
    return institution !== undefined;
  };
  const ownPort = listeningPort || "3000";
  return async (
    host: string | undefined,
    forwardedProto: string | readonly string[] | undefined,
  ): Promise<string> => {
    if (publicUrl) return publicUrl.replace(/\/$/, "");
    const proto = trustProxy && forwardedProto === "https" ? "https" : "http";
    const hostname = bareHostname(host);
    if (!(await served(hostname))) return defaultOrigin.replace(/\/$/, "");
    // No port (a proxy on 80/443 in front) stays without one; any port named is this server's own.
    const named = /:(\d{1,5})$/.exec(host?.trim() ?? "")?.[1];
    return `${proto}://${hostname}${named ? `:${ownPort}` : ""}`;
  };
}

export type LinkOrigin = ReturnType<typeof linkOrigin>;
