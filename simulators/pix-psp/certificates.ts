/**
 * The certificates of the simulator's mutual TLS, made with the openssl CLI (OpenSSL 3): a CA, a server
 * certificate for 127.0.0.1 and localhost, and the merchant's client certificate, both signed by that CA.
 * Existing files are reused, so a developer's folder and its trust settings survive restarts.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export interface PixPspCertificates {
  caFile: string;
  caKeyFile: string;
  serverCertFile: string;
  serverKeyFile: string;
  clientCertFile: string;
  clientKeyFile: string;
}

export function certificatePaths(folder: string): PixPspCertificates {
  return {
    caFile: join(folder, "ca.crt"),
    caKeyFile: join(folder, "ca.key"),
    serverCertFile: join(folder, "server.crt"),
    serverKeyFile: join(folder, "server.key"),
    clientCertFile: join(folder, "client.crt"),
    clientKeyFile: join(folder, "client.key"),
  };
}

function openssl(args: string[]): void {
  execFileSync("openssl", args, { stdio: ["ignore", "ignore", "pipe"] });
}

// P-256 keys: made in milliseconds (RSA-2048 takes far longer), and every TLS stack in use accepts them.
const newKey = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"];

/** A leaf key and certificate signed by the CA, with the extensions written to a small extension file. */
function issue(
  folder: string,
  name: string,
  subject: string,
  extensions: string[],
  ca: PixPspCertificates,
): void {
  const key = join(folder, `${name}.key`);
  const request = join(folder, `${name}.csr`);
  const extensionFile = join(folder, `${name}.ext`);
  writeFileSync(extensionFile, `${extensions.join("\n")}\n`);
  openssl(["req", ...newKey, "-keyout", key, "-out", request, "-subj", subject]);
  openssl([
    "x509",
    "-req",
    "-in",
    request,
    "-CA",
    ca.caFile,
    "-CAkey",
    ca.caKeyFile,
    "-set_serial",
    `0x${randomSerial()}`,
    "-days",
    "825",
    "-sha256",
    "-extfile",
    extensionFile,
    "-out",
    join(folder, `${name}.crt`),
  ]);
  chmodSync(key, 0o600);
  // The request and extension file served only this signature.
  for (const file of [request, extensionFile]) rmSync(file, { force: true });
}

function randomSerial(): string {
  return randomBytes(16)
    .toString("hex")
    .replace(/^[89a-f]/, "1");
}

/**
 * Makes (or finds) the CA, server and client certificates in `folder` and returns their paths.
 * `commonName` distinguishes CAs when a test makes a second, untrusted one.
 */
export function ensureCertificates(
  folder: string,
  commonName = "Sabia Pix PSP Simulator",
): PixPspCertificates {
  const paths = certificatePaths(folder);
  if (Object.values(paths).every((file) => existsSync(file))) return paths;
  mkdirSync(folder, { recursive: true });
  openssl([
    "req",
    "-x509",
    ...newKey,
    "-keyout",
    paths.caKeyFile,
    "-out",
    paths.caFile,
    "-days",
    "3650",
    "-sha256",
    "-subj",
    `/CN=${commonName} CA`,
    "-addext",
    "basicConstraints=critical,CA:TRUE",
    "-addext",
    "keyUsage=critical,keyCertSign,cRLSign",
  ]);
  chmodSync(paths.caKeyFile, 0o600);
  issue(
    folder,
    "server",
    "/CN=127.0.0.1",
    [
      "basicConstraints=critical,CA:FALSE",
      "keyUsage=critical,digitalSignature",
      // clientAuth too: the simulator presents this certificate when it calls an https webhook (mTLS callback).
      "extendedKeyUsage=serverAuth,clientAuth",
      "subjectAltName=IP:127.0.0.1,DNS:localhost",
    ],
    paths,
  );
  issue(
    folder,
    "client",
    `/CN=${commonName} merchant`,
    [
      "basicConstraints=critical,CA:FALSE",
      "keyUsage=critical,digitalSignature",
      "extendedKeyUsage=clientAuth",
    ],
    paths,
  );
  return paths;
}
