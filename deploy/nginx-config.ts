import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { nginxFiles } from "../scripts/debian-packages.ts";

export interface NginxConfigOptions {
  /** The instances' ports on 127.0.0.1. */
  instancePorts: readonly number[];
  /** The port nginx serves HTTPS (and HTTP/2) on. */
  httpsPort: number;
  /** Address nginx listens on; 0.0.0.0 by default so that other loopback addresses (127.0.0.2…) reach it too. */
  listenAddress?: string;
}

export interface RenderedNginx {
  /** The directory holding nginx.conf, its pid, its log, its temporary files and the certificate. */
  runDir: string;
  configFile: string;
  /** The address the instances see requests come from: what their TRUST_PROXY lists. */
  proxyAddress: string;
}

const template = new URL("./nginx.conf.template", import.meta.url);

/** Fills deploy/nginx.conf.template in; every placeholder must be known, so a typo fails here and not in nginx. */
export function renderNginxConfig(values: Record<string, string>): string {
  return readFileSync(template, "utf8").replace(/\{\{([A-Z_]+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`deploy/nginx.conf.template: no value for {{${name}}}`);
    return value;
  });
}

/**
 * Writes a ready-to-run configuration into a fresh temporary directory, with a self-signed certificate made there
 * by openssl (never committed: a certificate in the repository would be a key anyone could read).
 */
export function prepareNginx({
  instancePorts,
  httpsPort,
  listenAddress = "0.0.0.0",
}: NginxConfigOptions): RenderedNginx {
  const runDir = mkdtempSync(join(tmpdir(), "sabia-nginx-"));
  execFileSync(
    nginxFiles.openssl,
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "2",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost,IP:127.0.0.1",
      "-keyout",
      join(runDir, "key.pem"),
      "-out",
      join(runDir, "cert.pem"),
    ],
    { stdio: "ignore" },
  );
  const proxyAddress = "127.0.0.1";
  const configFile = join(runDir, "nginx.conf");
  writeFileSync(
    configFile,
    renderNginxConfig({
      RUN_DIR: runDir,
      CERT_DIR: runDir,
      LISTEN_ADDRESS: listenAddress,
      HTTPS_PORT: String(httpsPort),
      UPSTREAM_SERVERS: instancePorts.map((port) => `    server 127.0.0.1:${port} max_fails=0;`).join("\n"),
    }),
  );
  return { runDir, configFile, proxyAddress };
}
