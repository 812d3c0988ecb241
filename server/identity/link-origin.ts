import { eq } from "drizzle-orm";
import { bareHostname, defaultOperationHostname } from "../../src/domain/identity/sign-in-context.ts";
import type { Db } from "../db/database.ts";
import { institutions, tenants } from "../db/schema/identity.ts";

export interface LinkOriginOptions {
  /** PUBLIC_URL: when set, every e-mailed link starts with it. */
  publicUrl?: string | undefined;
  /** OPERATION_HOSTNAME (operacao.localhost when unset). */
  operationHostname?: string | undefined;
  /** Where links go when the request's host is not one this deployment serves and PUBLIC_URL is unset. */
  defaultOrigin: string;
}

/** Hosts of a development machine, always served. */
const developmentHosts = new Set(["localhost", "127.0.0.1"]);

/** The default origin of a deployment without PUBLIC_URL: this machine on the listening port. */
export const defaultLinkOrigin = (port = process.env["PORT"]) => `http://localhost:${port || 3000}`;

/**
 * The origin e-mailed links are built on. PUBLIC_URL when set; else the request's own host, but only a host this
 * deployment serves (a tenant's or an institution's hostname, the operation host, localhost / 127.0.0.1), so a
 * forged Host header cannot point a victim's reset link elsewhere; else the default origin.
 */
export function linkOrigin(db: Db, { publicUrl, operationHostname, defaultOrigin }: LinkOriginOptions) {
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
  return async (host: string | undefined, proto: "http" | "https"): Promise<string> => {
    if (publicUrl) return publicUrl.replace(/\/$/, "");
    const port = /:(\d{1,5})$/.exec(host?.trim() ?? "")?.[1];
    const hostname = bareHostname(host);
    if (await served(hostname)) return `${proto}://${hostname}${port ? `:${port}` : ""}`;
    return defaultOrigin.replace(/\/$/, "");
  };
}

export type LinkOrigin = ReturnType<typeof linkOrigin>;
