/**
 * Demo images served by the API (the machine has no internet): deterministic SVGs drawn from the address and the
 * name the catalogue gives it, e.g. /api/media/course/uti-online-2-edicao/2.svg (spec §3 image type 2) shows
 * "UTI Online 2ª Edição" as the catalogue spells it, /api/media/institution/abramede.svg a logo for ABRAMEDE.
 */
const sizes: Record<string, readonly [number, number]> = {
  "course/1": [400, 400],
  "course/2": [640, 360],
  "course/3": [360, 240],
  "course/9": [1280, 720],
  "banner/desktop": [1440, 400],
  "banner/mobile": [720, 480],
  institution: [240, 120],
  tenant: [240, 120],
  application: [120, 120],
  author: [200, 200],
  area: [64, 64],
  lesson: [1280, 720],
  /** Spec §3 tenant theme loginPageImage: the tall picture beside the sign-in form. */
  login: [720, 1080],
};

const kinds = Object.keys(sizes)
  .map((key) => key.split("/")[0])
  .filter((kind, index, all) => all.indexOf(kind) === index);
const mediaPath = new RegExp(`^/api/media/(${kinds.join("|")})/([a-z0-9-]{1,160})(?:/(\\d{1,2}))?\\.svg$`);

export type MediaKind =
  "course" | "banner" | "institution" | "tenant" | "application" | "author" | "area" | "lesson" | "login";

/** What an address asks for: the kind of picture and the slug it names. */
export interface MediaRequest {
  readonly kind: MediaKind;
  readonly name: string;
  readonly width: number;
  readonly height: number;
}

/** The name the catalogue gives the pictured thing (course title, institution name and initials…). */
export interface MediaName {
  readonly title: string;
  readonly initials?: string;
}

export function parseMediaPath(pathname: string): MediaRequest | null {
  const match = mediaPath.exec(pathname);
  if (!match) return null;
  const [, kind = "", name = "", type] = match;
  if (kind === "course" && type === undefined) return null;
  const key =
    kind === "course"
      ? `course/${type}`
      : kind === "banner"
        ? `banner/${name.endsWith("mobile") ? "mobile" : "desktop"}`
        : kind;
  const size = sizes[key];
  if (!size) return null;
  return { kind: kind as MediaKind, name, width: size[0], height: size[1] };
}

const hue = (text: string) => [...text].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 360, 7);
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
/** Only for addresses the catalogue does not know: the slug's words. */
const slugWords = (slug: string) => slug.replace(/-(desktop|mobile)$/, "").replace(/-/g, " ");

/** "Dra. Ana Paula Souza" → "AS": first and last word, titles left out. */
export function initialsOf(name: string): string {
  const words = name
    .split(/\s+/)
    .filter((word) => word.length > 0 && !/^(dr|dra|prof|profa|de|da|do|das|dos|e)\.?$/i.test(word));
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return picked.map((word) => word[0]!.toLocaleUpperCase("pt-BR")).join("");
}

/**
 * Estimated width in em of bold system-ui text (capitals and digits are wider than lower case), on the generous
 * side: the browser's font is not known here, and a word cut at the picture's edge looks broken.
 */
export function textEm(text: string): number {
  let em = 0;
  for (const char of text)
    em += /\s/.test(char)
      ? 0.3
      : /[A-ZÀ-Þ0-9]/.test(char)
        ? 0.82
        : /[mw]/.test(char)
          ? 0.98
          : /[iljtf.,:'|]/.test(char)
            ? 0.38
            : 0.66;
  return em;
}

/** Greedy word wrap at the estimated width. */
function wrap(text: string, fontSize: number, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && textEm(`${last} ${word}`) * fontSize <= maxWidth)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The largest font size at which the text fits the box in at most `maxLines` lines. */
function fitText(text: string, width: number, height: number, maxLines: number, largest: number) {
  for (let fontSize = Math.floor(largest); fontSize > 11; fontSize -= 2) {
    const lines = wrap(text, fontSize, width);
    const tooWide = lines.some((line) => textEm(line) * fontSize > width);
    if (lines.length <= maxLines && lines.length * fontSize * 1.2 <= height && !tooWide)
      return { fontSize, lines };
  }
  // Too long even at the smallest size: the last line that fits ends with an ellipsis.
  const lines = wrap(text, 12, width);
  if (lines.length <= maxLines) return { fontSize: 12, lines };
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/\s*\S+$/, "")}…`;
  return { fontSize: 12, lines: kept };
}

interface TextStyle {
  readonly fill: string;
  readonly weight?: number;
  readonly maxLines?: number;
}

function textBlock(
  text: string,
  box: { x: number; y: number; width: number; height: number },
  { fill, weight = 700, maxLines = 3 }: TextStyle,
) {
  const largest = Math.min(box.height / (maxLines === 1 ? 1.25 : 2.2), 96);
  const { fontSize, lines } = fitText(text, box.width, box.height, maxLines, largest);
  const lineHeight = fontSize * 1.2;
  const top = box.y + box.height / 2 - (lines.length * lineHeight) / 2 + fontSize * 0.85;
  const spans = lines
    .map(
      (line, index) =>
        `<tspan x="${box.x}" y="${Math.round(top + index * lineHeight)}">${escapeXml(line)}</tspan>`,
    )
    .join("");
  return `<text font-family="system-ui, sans-serif" font-weight="${weight}" font-size="${fontSize}" fill="${fill}">${spans}</text>`;
}

/**
 * An institution's logo: a mark (a health cross on its colour) beside a wordmark (its short name) and, when the
 * name is long, the full name as a tagline under it.
 */
function logo(request: MediaRequest, name: MediaName, dark: boolean, tone: number): string {
  const { width, height } = request;
  const colour = `hsl(${tone} 62% ${dark ? 58 : 32}%)`;
  const ink = dark ? "#f3f6f6" : "#17292d";
  const markSize = Math.round(height * 0.56);
  const markTop = Math.round((height - markSize) / 2);
  const arm = markSize * 0.18;
  const centre = 8 + markSize / 2;
  const mark =
    `<rect x="8" y="${markTop}" width="${markSize}" height="${markSize}" rx="${markSize * 0.24}" fill="${colour}"/>` +
    `<rect x="${centre - arm / 2}" y="${markTop + markSize * 0.2}" width="${arm}" height="${markSize * 0.6}" rx="${arm / 3}" fill="#fff"/>` +
    `<rect x="${8 + markSize * 0.2}" y="${markTop + markSize / 2 - arm / 2}" width="${markSize * 0.6}" height="${arm}" rx="${arm / 3}" fill="#fff"/>`;
  const textLeft = markSize + 18;
  const textWidth = width - textLeft - 6;
  const short = name.title.length <= 14;
  const wordmark = short
    ? name.title
    : name.initials && name.initials.length >= 3
      ? name.initials
      : (name.title.split(/\s+/)[0] ?? name.title);
  if (short)
    return (
      mark + textBlock(wordmark, { x: textLeft, y: 8, width: textWidth, height: height - 16 }, { fill: ink })
    );
  return (
    mark +
    textBlock(
      wordmark,
      { x: textLeft, y: height * 0.14, width: textWidth, height: height * 0.36 },
      {
        fill: colour,
        weight: 800,
        maxLines: 1,
      },
    ) +
    textBlock(
      name.title,
      { x: textLeft, y: height * 0.52, width: textWidth, height: height * 0.36 },
      {
        fill: ink,
        weight: 500,
        maxLines: 2,
      },
    )
  );
}

export function mediaSvg(request: MediaRequest, name: MediaName | null, dark: boolean): string {
  const { kind, width, height } = request;
  const title = name?.title ?? slugWords(request.name);
  const tone = hue(request.name);
  const background = dark ? `hsl(${tone} 35% 18%)` : `hsl(${tone} 55% 34%)`;
  const accent = dark ? `hsl(${(tone + 40) % 360} 40% 30%)` : `hsl(${(tone + 40) % 360} 60% 50%)`;
  let body: string;
  if (kind === "institution" || kind === "tenant") {
    body = logo(request, name ?? { title }, dark, tone);
  } else if (kind === "author" || kind === "area" || kind === "application") {
    const initials = name?.initials ?? initialsOf(title);
    const shape =
      kind === "author"
        ? `<circle cx="${width / 2}" cy="${height / 2}" r="${width / 2}" fill="${background}"/>`
        : `<rect width="${width}" height="${height}" rx="${width * 0.18}" fill="${background}"/>`;
    body = `${shape}<text x="50%" y="52%" dominant-baseline="middle" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="700" font-size="${Math.round(width / 2.6)}" fill="#fff">${escapeXml(initials)}</text>`;
  } else {
    const margin = Math.round(width * 0.07);
    body =
      `<rect width="${width}" height="${height}" fill="${background}"/>` +
      `<circle cx="${width * 0.88}" cy="${height * 0.12}" r="${height * 0.55}" fill="${accent}" opacity="0.55"/>` +
      textBlock(
        title,
        { x: margin, y: margin, width: width - margin * 2, height: height - margin * 2 },
        { fill: "#fff" },
      );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">${body}</svg>`;
}
