import { describe, expect, it } from "vitest";
import { loader } from "./robots.route.ts";

/**
 * Issue 25: robots.txt disallowed /api/, and with it every course image (/api/media/…) that the course pages name
 * in their JSON-LD and og:image: search engines and link previews could not fetch them. The media are allowed,
 * the rest of the API stays out — read the way Google reads it (the longest matching rule wins, Allow on a tie)
 * and the way simpler crawlers do (the first matching rule wins).
 */
interface Rule {
  allow: boolean;
  path: string;
}

async function rules(): Promise<Rule[]> {
  const response = loader({ request: new Request("http://localhost/robots.txt") } as never);
  const text = await response.text();
  return text
    .split("\n")
    .map((line) => /^(Allow|Disallow):\s*(\S*)/i.exec(line.trim()))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ allow: match[1]!.toLowerCase() === "allow", path: match[2]! }));
}

const matching = (all: Rule[], path: string) =>
  all.filter((rule) => rule.path !== "" && path.startsWith(rule.path));

function allowedByLongestMatch(all: Rule[], path: string): boolean {
  const best = matching(all, path).toSorted(
    (a, b) => b.path.length - a.path.length || Number(b.allow) - Number(a.allow),
  )[0];
  return best?.allow ?? true;
}

const allowedByFirstMatch = (all: Rule[], path: string) => matching(all, path)[0]?.allow ?? true;

const readers = {
  "longest match (Google, RFC 9309)": allowedByLongestMatch,
  "first match": allowedByFirstMatch,
};

describe.each(Object.entries(readers))("robots.txt read by %s", (_, allowed) => {
  it.each([
    "/api/media/course/uti-online-2-edicao/2.svg",
    "/api/media/course/uti-online-2-edicao/9.svg",
    "/api/media/institution/abramede.svg",
    "/curso/uti-online-2-edicao",
    "/",
  ])("lets crawlers fetch %s", async (path) => {
    expect(allowed(await rules(), path)).toBe(true);
  });

  it.each([
    "/api/",
    "/api/subscription/courses/by-friendly-url?friendlyUrl=x",
    "/api/users/me",
    "/api/media-elsewhere",
    "/api/openapi.json",
    "/meus-cursos",
  ])("keeps crawlers out of %s", async (path) => {
    expect(allowed(await rules(), path)).toBe(false);
  });
});
