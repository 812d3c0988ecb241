import { randomBytes } from "node:crypto";
import { createServer, get as httpGet, type RequestListener, type Server } from "node:http";
import { gunzipSync } from "node:zlib";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { pageCache, withFreshNonce } from "./page-cache.ts";

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

interface FakePage {
  status?: number;
  cacheControl?: string | null;
  nonce?: boolean;
  setCookie?: boolean;
  delayMs?: number;
}

/** A renderer that counts its renders and writes like React Router's listener (writeHead, then chunks). */
function fakeRenderer(page: FakePage = {}) {
  const counter = { renders: 0 };
  const render: RequestListener = async (request, response) => {
    counter.renders++;
    if (page.delayMs) await new Promise((resolve) => setTimeout(resolve, page.delayMs));
    // React Router's listener (node-fetch-server) writes nothing to a response whose visitor has left.
    if (response.destroyed) return;
    const nonce = randomBytes(16).toString("base64");
    const headers: Record<string, string> = { "content-type": "text/html" };
    const cacheControl =
      page.cacheControl === undefined ? "public, max-age=0, s-maxage=10" : page.cacheControl;
    if (cacheControl) headers["cache-control"] = cacheControl;
    if (page.nonce) headers["content-security-policy"] = `script-src 'nonce-${nonce}'`;
    if (page.setCookie) headers["set-cookie"] = "sabia_session=secret";
    response.writeHead(page.status ?? 200, undefined as never, headers);
    response.write(`<html lang="${request.headers["accept-language"] ?? "pt-BR"}">`);
    response.end(
      page.nonce
        ? `<script nonce="${nonce}">render ${counter.renders}</script></html>`
        : `render ${counter.renders}</html>`,
    );
  };
  return { render, counter };
}

/** `stageMs`: time the stages before the page stage take (the API and static-file lookups of server/app.ts). */
async function serve(render: RequestListener, seconds = 5, stageMs = 0, maxBytes?: number) {
  const cache = pageCache(render, maxBytes === undefined ? { seconds } : { seconds, maxBytes });
  const server = createServer((request, response) => {
    response.setHeader("X-Request-Id", "one");
    if (stageMs === 0) void cache.listener(request, response);
    else setTimeout(() => void cache.listener(request, response), stageMs);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign((path: string, init?: RequestInit) => fetch(`${base}${path}`, init), { cache });
}

describe("page micro-cache (ADR 034)", () => {
  it("renders a public page once and answers the next visitors from memory", async () => {
    const { render, counter } = fakeRenderer();
    const get = await serve(render);
    const first = await get("/curso/a");
    const second = await get("/curso/a");
    expect(await first.text()).toBe(await second.text());
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(counter.renders).toBe(1);
    const etag = second.headers.get("etag")!;
    expect((await get("/curso/a", { headers: { "If-None-Match": etag } })).status).toBe(304);
  });

  it("keeps languages, themes, text sizes and URLs apart", async () => {
    const { render, counter } = fakeRenderer();
    const get = await serve(render);
    const pt = await (await get("/", { headers: { "Accept-Language": "pt-BR" } })).text();
    const en = await (await get("/", { headers: { "Accept-Language": "en" } })).text();
    expect(pt).not.toBe(en);
    await get("/", { headers: { Cookie: "sabia_theme=dark" } });
    await get("/?pagina=2");
    expect(counter.renders).toBe(4);
    // The text size (issue 16) is a preference too: its own copy, still cached.
    const large = await get("/", { headers: { Cookie: "sabia_text_size=largest" } });
    const largeAgain = await get("/", { headers: { Cookie: "sabia_text_size=largest" } });
    expect(counter.renders).toBe(5);
    expect(largeAgain.headers.get("x-page-cache")).toBe("hit");
    expect(large.status).toBe(200);
  });

  it("never answers or stores for a signed-in request, a session cookie or a POST", async () => {
    const { render, counter } = fakeRenderer();
    const get = await serve(render);
    await get("/curso/a");
    const signedIn = await get("/curso/a", { headers: { Authorization: "Bearer someone" } });
    const withSession = await get("/curso/a", { headers: { Cookie: "sabia_lang=en; sabia_session=abc" } });
    const posted = await get("/curso/a", { method: "POST", body: "x=1" });
    for (const answer of [signedIn, withSession, posted])
      expect(answer.headers.get("x-page-cache")).toBeNull();
    expect(counter.renders).toBe(4);
  });

  it("serves a signed-in visitor's public page from the cache too: the session hint names nobody", async () => {
    const { render, counter } = fakeRenderer();
    const get = await serve(render);
    await get("/curso/a");
    const hinted = await get("/curso/a", { headers: { Cookie: "sabia_signed_in=1" } });
    expect(hinted.headers.get("x-page-cache")).toBe("hit");
    expect(counter.renders).toBe(1);
  });

  it.each([
    ["a page that did not opt in", { cacheControl: null }],
    ["a private page", { cacheControl: "private, no-store" }],
    ["a 404", { status: 404 }],
    ["a page that sets a cookie", { setCookie: true }],
  ])("never stores %s", async (_name, page: FakePage) => {
    const { render, counter } = fakeRenderer(page);
    const get = await serve(render);
    await get("/checkout/a");
    await get("/checkout/a");
    expect(counter.renders).toBe(2);
  });

  it("coalesces concurrent misses of one page into one render", async () => {
    const { render, counter } = fakeRenderer({ delayMs: 50 });
    const get = await serve(render);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => get("/").then((response) => response.text())),
    );
    expect(new Set(answers).size).toBe(1);
    expect(counter.renders).toBe(1);
  });

  it("clear() drops every page, and a render that started before it is served but not stored (ADR 079)", async () => {
    const { render, counter } = fakeRenderer({ delayMs: 100 });
    const get = await serve(render);
    await (await get("/curso/a")).text();
    expect((await get("/curso/a")).headers.get("x-page-cache")).toBe("hit");
    get.cache.clear();
    expect(get.cache.size).toBe(0);
    const during = get("/curso/a").then((answer) => answer.text());
    await new Promise((resolve) => setTimeout(resolve, 30));
    // The price changed while that render ran: what it read may be the old one.
    get.cache.clear();
    expect(await during).toBe(`<html lang="*">render 2</html>`);
    expect(get.cache.size).toBe(0);
    const after = await get("/curso/a");
    expect([after.headers.get("x-page-cache"), await after.text(), counter.renders]).toEqual([
      null,
      `<html lang="*">render 3</html>`,
      3,
    ]);
    expect((await get("/curso/a")).headers.get("x-page-cache")).toBe("hit");
  });

  it("renders a page that cannot be stored for each visitor at once, not behind another visitor's render", async () => {
    const { render, counter } = fakeRenderer({ cacheControl: null, delayMs: 50 });
    let inFlight = 0;
    let most = 0;
    const get = await serve(async (request, response) => {
      most = Math.max(most, ++inFlight);
      await render(request, response);
      inFlight--;
    });
    await (await get("/auth/signin")).text();
    await Promise.all(Array.from({ length: 5 }, () => get("/auth/signin").then((answer) => answer.text())));
    expect(counter.renders).toBe(6);
    expect(most).toBe(5);
  });

  it("a visitor who left before the page stage ran does not hold the page for the next one", async () => {
    const { render } = fakeRenderer({ cacheControl: null });
    const get = await serve(render, 5, 100);
    const leaving = new AbortController();
    const left = get("/auth/signin", { signal: leaving.signal }).catch(() => "left");
    setTimeout(() => leaving.abort(), 20);
    expect(await left).toBe("left");
    await new Promise((resolve) => setTimeout(resolve, 150));
    const next = await get("/auth/signin", { signal: AbortSignal.timeout(2000) });
    expect(next.status).toBe(200);
  });

  it("never serves one CSP nonce twice: each hit gets a fresh one, in the header and the HTML alike", async () => {
    const { render, counter } = fakeRenderer({ nonce: true });
    const get = await serve(render);
    const nonces = new Set<string>();
    for (let index = 0; index < 3; index++) {
      const answer = await get("/");
      const header = /'nonce-([^']+)'/.exec(answer.headers.get("content-security-policy") ?? "")?.[1];
      const inHtml = /nonce="([^"]+)"/.exec(await answer.text())?.[1];
      expect(header).toBeDefined();
      expect(inHtml).toBe(header);
      expect(answer.headers.get("etag")).toBeNull();
      nonces.add(header!);
    }
    expect(nonces.size).toBe(3);
    expect(counter.renders).toBe(1);
  });

  it("keeps at most maxBytes of pages, dropping the oldest written", async () => {
    const { render, counter } = fakeRenderer();
    // One page of the fake renderer is about 30 bytes: room for two.
    const get = await serve(render, 5, 0, 70);
    for (const path of ["/a", "/b", "/c"]) await (await get(path)).text();
    expect((await get("/c")).headers.get("x-page-cache")).toBe("hit");
    expect((await get("/b")).headers.get("x-page-cache")).toBe("hit");
    expect((await get("/a")).headers.get("x-page-cache")).toBeNull();
    expect(counter.renders).toBe(4);
  });

  it("answers a hit gzip-encoded with its fresh nonce when the visitor accepts gzip, plain otherwise (ADR 041)", async () => {
    const { render } = fakeRenderer({ nonce: true });
    const get = await serve(render);
    // undici's fetch decodes for us: read the raw bytes with node:http instead.
    const raw = (headers: Record<string, string>) =>
      new Promise<{ encoding: string | undefined; policy: string; body: Buffer }>((resolve, reject) => {
        void get("/").then(async (probe) => {
          const url = new URL(probe.url);
          await probe.text();
          httpGet(url, { headers }, (answer) => {
            const chunks: Buffer[] = [];
            answer.on("data", (chunk: Buffer) => chunks.push(chunk));
            answer.on("end", () =>
              resolve({
                encoding: answer.headers["content-encoding"],
                policy: String(answer.headers["content-security-policy"]),
                body: Buffer.concat(chunks),
              }),
            );
          }).on("error", reject);
        });
      });
    await raw({}); // stored under this request's key (no Accept-Language: fetch sends "*")
    const zipped = await raw({ "Accept-Encoding": "gzip, deflate, br" });
    expect(zipped.encoding).toBe("gzip");
    const html = gunzipSync(zipped.body).toString();
    expect(html).toContain(`nonce="${/'nonce-([^']+)'/.exec(zipped.policy)![1]}"`);
    const plain = await raw({});
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toContain(`nonce="${/'nonce-([^']+)'/.exec(plain.policy)![1]}"`);
    expect(plain.policy).not.toBe(zipped.policy);
  });

  it("swaps every nonce attribute byte for byte, leaving the text around them (accents included) as it was", () => {
    const body = Buffer.from(
      '<p>Sabiá</p><script nonce="old=">a</script>ção<style nonce="old=">b</style>fim',
    );
    const page = { headers: { "content-security-policy": "script-src 'nonce-old='" }, body };
    const fresh = withFreshNonce(page, "new+");
    expect(fresh.headers["content-security-policy"]).toBe("script-src 'nonce-new+'");
    expect(fresh.body.toString()).toBe(
      '<p>Sabiá</p><script nonce="new+">a</script>ção<style nonce="new+">b</style>fim',
    );
  });

  it("with 0 seconds renders every time", async () => {
    const { render, counter } = fakeRenderer();
    const get = await serve(render, 0);
    await get("/");
    await get("/");
    expect(counter.renders).toBe(2);
  });
});
