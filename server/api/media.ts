/**
 * Demo images served by the API (the machine has no internet): deterministic SVGs drawn from the address, e.g.
 * /api/media/course/uti-online-2-edicao/2.svg (spec §3 image type 2), /api/media/institution/abramede.svg.
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

const hue = (text: string) => [...text].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 360, 7);
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const words = (slug: string) => slug.replace(/-/g, " ").replace(/\b\w/g, (char) => char.toUpperCase());

export function mediaSvg(pathname: string, dark: boolean): string | null {
  const match =
    /^\/api\/media\/(course|banner|institution|tenant|application|author|area|lesson|login)\/([a-z0-9-]{1,160})(?:\/(\d{1,2}))?\.svg$/.exec(
      pathname,
    );
  if (!match) return null;
  const [, kind = "", name = "", type] = match;
  const key =
    kind === "course"
      ? `course/${type ?? "2"}`
      : kind === "banner"
        ? `banner/${name.endsWith("mobile") ? "mobile" : "desktop"}`
        : kind;
  const size = sizes[key];
  if (!size || (kind === "course" && type === undefined)) return null;
  const [width, height] = size;
  const tone = hue(name);
  const background = dark ? `hsl(${tone} 35% 18%)` : `hsl(${tone} 55% 42%)`;
  const accent = dark ? `hsl(${(tone + 40) % 360} 40% 30%)` : `hsl(${(tone + 40) % 360} 60% 55%)`;
  const label =
    kind === "author" || kind === "area" || kind === "application"
      ? words(name)
          .split(" ")
          .filter((word) => word.length > 2 || /^\d/.test(word))
          .map((word) => word[0])
          .slice(0, 2)
          .join("")
      : kind === "banner"
        ? words(name.replace(/-(desktop|mobile)$/, ""))
        : words(name);
  const fontSize = Math.max(12, Math.min((width / Math.max(label.length, 4)) * 1.4, height / 4));
  const shape =
    kind === "author"
      ? `<circle cx="${width / 2}" cy="${height / 2}" r="${width / 2}" fill="${background}"/>`
      : `<rect width="${width}" height="${height}" fill="${background}"/><circle cx="${width * 0.85}" cy="${height * 0.2}" r="${height * 0.6}" fill="${accent}" opacity="0.6"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(words(name))}">${shape}<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="700" font-size="${Math.round(fontSize)}" fill="#fff">${escapeXml(label)}</text></svg>`;
}
