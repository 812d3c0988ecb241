import type { IncomingMessage, ServerResponse } from "node:http";
import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Db } from "../db/database.ts";
import { mediaSvg, parseMediaPath, type MediaName, type MediaRequest } from "./media.ts";

/**
 * The name a picture shows comes from the catalogue, spelled as people read it ("Semana da Saúde Mental", not the
 * slug's "Semana Da Saude Mental"). Looked up once per address and kept a few minutes: the pictures are public and
 * browsers keep them a day anyway.
 */
const keepMs = 5 * 60_000;
const maxEntries = 5_000;

function nameQuery(request: MediaRequest, pathname: string): SQL {
  const { kind, name } = request;
  switch (kind) {
    case "course":
      return sql`select name as title from courses where friendly_url = ${name}`;
    case "banner":
      return sql`select title from banners where image_desktop = ${pathname} or image_mobile = ${pathname} limit 1`;
    case "institution":
      return sql`select title, initials from institutions where alias = ${name} or friendly_url = ${name} limit 1`;
    case "tenant":
    case "login":
      return sql`select name as title from tenants where alias = ${name}`;
    case "author":
      return sql`select name as title from authors where photo_url = ${pathname} or friendly_url = ${name} limit 1`;
    case "area":
      return sql`select name as title from course_areas where friendly_url = ${name}`;
    case "application":
      return sql`select name as title from applications where alias = ${name}`;
    case "lesson":
      return sql`select title from lessons where ${name} = 'lesson-' || id::text`;
  }
}

export function mediaNames(db: Db) {
  const known = new Map<string, { name: MediaName | null; until: number }>();
  return async (request: MediaRequest, pathname: string): Promise<MediaName | null> => {
    const cached = known.get(pathname);
    if (cached && cached.until > Date.now()) return cached.name;
    const [row] = await queryRows<{ title: string; initials?: string | null }>(
      db,
      nameQuery(request, pathname),
    );
    const name = row ? { title: row.title, ...(row.initials ? { initials: row.initials } : {}) } : null;
    if (known.size >= maxEntries) known.clear();
    known.set(pathname, { name, until: Date.now() + keepMs });
    return name;
  };
}

const notFound = JSON.stringify({
  type: "https://sabia.dev/problems/not-found",
  status: 404,
  title: "Not Found",
  detail: "No such image.",
});

/** GET/HEAD /api/media/…: the picture, or a 404 problem for an address no picture has. */
export async function serveMedia(
  request: IncomingMessage,
  response: ServerResponse,
  pathname: string,
  names: ReturnType<typeof mediaNames>,
): Promise<void> {
  const media = request.method === "GET" || request.method === "HEAD" ? parseMediaPath(pathname) : null;
  if (media === null) {
    response.writeHead(404, { "Content-Type": "application/problem+json" });
    response.end(notFound);
    return;
  }
  const svg = mediaSvg(media, await names(media, pathname), /[?&]dark=1\b/.test(request.url ?? ""));
  response.writeHead(200, { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=86400" });
  response.end(request.method === "HEAD" ? undefined : svg);
}
