/**
 * Accepts a return address only when it is a path on this site. Anything that a browser could read as
 * another origin — a scheme, "//host", backslashes, control characters, or their percent-encoded forms —
 * falls back to the given default. This closes open redirects (DESIGN.md rules; spec returnUrl).
 */
export function safeReturnPath(candidate: string | null | undefined, fallback = "/"): string {
  if (typeof candidate !== "string" || candidate === "") return fallback;
  let decoded = candidate;
  for (let i = 0; i < 3; i++) {
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      return fallback;
    }
  }
  for (const form of [candidate, decoded]) {
    if (!form.startsWith("/")) return fallback;
    if (form.startsWith("//") || form.includes("\\")) return fallback;
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f]/.test(form)) return fallback;
  }
  const resolved = new URL(candidate, "http://sabia.invalid");
  if (resolved.origin !== "http://sabia.invalid") return fallback;
  // Dot-segments can collapse into "//host" ("/..//evil.example" resolves to the path "//evil.example"),
  // which a browser reads as another origin: check what is returned, not only what came in.
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  return path.startsWith("//") ? fallback : path;
}
