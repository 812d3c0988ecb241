import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Makes sure Debian's Chromium is present. Installs it with apt when running as root on Debian;
 * otherwise says exactly what to install. Returns false when it cannot be had.
 */
export function ensureChromium(): boolean {
  if (existsSync(chromiumPath)) return true;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.log("Chromium is missing: installing Debian's chromium package (apt-get)…");
    execFileSync("apt-get", ["update"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    return existsSync(chromiumPath);
  }
  console.error(
    `Chromium was not found at ${chromiumPath}. Install Debian's package "chromium" (sudo apt-get install chromium) ` +
      "or set CHROMIUM_PATH to a Chromium binary.",
  );
  return false;
}
