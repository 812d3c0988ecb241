/** A lesson's text: paragraphs separated by blank lines, trimmed, empty ones dropped. */
export function lessonParagraphs(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "");
}

/**
 * The lesson's video when it is a file a <video> element can play (MP4, WebM or Ogg, on this site or over https);
 * anything else — a picture, a page, another scheme — gives no player at all rather than a dead one.
 */
export function playableVideoUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const path = url.split(/[?#]/)[0] ?? "";
  if (!/\.(mp4|webm|ogv)$/i.test(path)) return null;
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  return /^https:\/\/[^/]+\//i.test(url) ? url : null;
}

/** A description for search engines and link previews: the first words of the text, at most `max` characters. */
export function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2)).trimEnd()}…`;
}
