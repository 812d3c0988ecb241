import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * Makes sure a Debian package's file is present (Chromium for the browser tests, the SAML schemas and xmllint for
 * the metadata check). Installs the packages with apt when running as root on Debian; otherwise says exactly what
 * to install. Returns false when they cannot be had.
 */
export function ensureDebianPackages(
  what: string,
  files: readonly string[],
  packages: readonly string[],
): boolean {
  if (files.every((file) => existsSync(file))) return true;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.log(`${what} is missing: installing Debian's ${packages.join(", ")} (apt-get)…`);
    execFileSync("apt-get", ["update"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "--no-install-recommends", ...packages], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    return files.every((file) => existsSync(file));
  }
  console.error(`${what} was not found. Install Debian's ${packages.join(", ")} (sudo apt-get install …).`);
  return false;
}

/** The OASIS SAML 2.0 metadata schema and what it imports, as Debian ships them, and xmllint to apply them. */
export const samlSchemaFiles = {
  metadata: "/usr/share/xml/opensaml/saml-schema-metadata-2.0.xsd",
  xmldsig: "/usr/share/xml/xmltooling/xmldsig-core-schema.xsd",
  xmllint: "/usr/bin/xmllint",
} as const;

export const ensureSamlSchemas = () =>
  ensureDebianPackages("The SAML metadata schema", Object.values(samlSchemaFiles), [
    "libxml2-utils",
    "opensaml-schemas",
    "xmltooling-schemas",
  ]);

/** nginx (Debian's light build: TLS, HTTP/2, gzip) for the fleet (issue 31) and openssl for its test certificate. */
export const nginxFiles = { nginx: "/usr/sbin/nginx", openssl: "/usr/bin/openssl" } as const;

export const ensureNginx = () =>
  ensureDebianPackages("nginx", Object.values(nginxFiles), ["nginx-light", "openssl"]);

/** pdftotext and pdftoppm (Debian's poppler-utils): a certificate's text and page, read back in tests (issue 32). */
export const popplerFiles = { pdftotext: "/usr/bin/pdftotext", pdftoppm: "/usr/bin/pdftoppm" } as const;

export const ensurePopplerUtils = () =>
  ensureDebianPackages("pdftotext", Object.values(popplerFiles), ["poppler-utils"]);
