/**
 * A readable device for My Account's session list (issue 25): the browser and the operating system named by a
 * User-Agent header, or null when it names none we know. Order matters: Edge and Opera also say "Chrome", Chrome
 * also says "Safari", Android also says "Linux", iOS also says "Mac OS X".
 */
export interface DeviceName {
  browser: string | null;
  os: string | null;
}

const browsers: ReadonlyArray<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\b(OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(Firefox|FxiOS)\//, "Firefox"],
  [/\b(HeadlessChrome|Chrome|CriOS|Chromium)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

const systems: ReadonlyArray<[RegExp, string]> = [
  [/\bWindows\b/, "Windows"],
  [/\bAndroid\b/, "Android"],
  [/\b(iPhone|iPad|iPod)\b/, "iOS"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

const firstMatch = (text: string, table: ReadonlyArray<[RegExp, string]>) =>
  table.find(([pattern]) => pattern.test(text))?.[1] ?? null;

export function deviceName(userAgent: string | null | undefined): DeviceName {
  const text = userAgent ?? "";
  return { browser: firstMatch(text, browsers), os: firstMatch(text, systems) };
}
