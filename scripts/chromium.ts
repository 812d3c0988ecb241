import { ensureDebianPackages } from "./debian-packages.ts";

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Makes sure Debian's Chromium is present (installed with apt as root on Debian); false when it cannot be had. */
export const ensureChromium = (): boolean => ensureDebianPackages("Chromium", [chromiumPath], ["chromium"]);
