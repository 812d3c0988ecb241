import { createServer, type IncomingMessage, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { pageCache, pageCacheKey } from "./page-cache.ts";
import { renderQueue } from "./render-queue.ts";

/**
 * Issue 25: 300 concurrent `/curso/x?utm_x=<unique>` requests each missed the page cache (the query string was
 * part of its key), filled the render queue and got 94 × 503. Tracking parameters are now left out of the key,
 * and out of the address the page is rendered for, so no cached page can echo one visitor's campaign to others.
 */
const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

const request = (url: string) => ({ method: "GET", url, headers: { host: "sabia.test" } }) as IncomingMessage;

/** A public page that writes the address it was rendered for into its HTML (as a return address would). */
function echoingRenderer(ms: number) {
  const counter = { renders: 0 };
  const render: RequestListener = async (incoming, response) => {
    counter.renders++;
    await new Promise((resolve) => setTimeout(resolve, ms));
    response.writeHead(200, {
      "content-type": "text/html",
      "cache-control": "public, max-age=0, s-maxage=10",
    });
    response.end(`<form><input type="hidden" name="returnTo" value="${incoming.url}"></form>`);
  };
  return { render, counter };
}

async function serve(render: RequestListener) {
  const queued = renderQueue(render, { concurrency: 4, maxQueue: 200, maxWaitMs: 5000 });
  const cache = pageCache(queued.listener, { seconds: 5 });
  const server = createServer((incoming, response) => void cache.listener(incoming, response));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return (path: string) => fetch(`${base}${path}`);
}

describe("tracking parameters and the page cache", () => {
  it("leave the key alone: utm_*, gclid, fbclid, msclkid and the like", () => {
    const plain = pageCacheKey(request("/curso/x"));
    for (const url of [
      "/curso/x?utm_source=news&utm_medium=email&utm_campaign=abc",
      "/curso/x?utm_x=1234",
      "/curso/x?UTM_Source=x",
      "/curso/x?gclid=EAIaIQ&fbclid=IwAR&msclkid=9f8e",
      "/curso/x?gbraid=1&wbraid=2&dclid=3&yclid=4&ttclid=5&twclid=6&li_fat_id=7&mc_cid=8&mc_eid=9",
      "/curso/x?_gl=1*abc&igshid=zz&srsltid=AfmB",
    ])
      expect(pageCacheKey(request(url)), url).toBe(plain);
  });

  it("keep the parameters a page reads, in their order", () => {
    expect(pageCacheKey(request("/cursos?termo=uti&utm_source=x&pagina=2"))).toBe(
      pageCacheKey(request("/cursos?termo=uti&pagina=2")),
    );
    expect(pageCacheKey(request("/cursos?pagina=2"))).not.toBe(pageCacheKey(request("/cursos")));
  });

  it("never reach the rendered page, so a cached page cannot echo them", async () => {
    const { render } = echoingRenderer(5);
    const get = await serve(render);
    const first = await get("/curso/x?utm_source=visitor-one&termo=uti");
    expect(await first.text()).toContain('value="/curso/x?termo=uti"');
    const second = await get("/curso/x?termo=uti&utm_source=visitor-two");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    const html = await second.text();
    expect(html).not.toContain("visitor-one");
    expect(html).not.toContain("utm_source");
  });

  it("300 concurrent requests with a unique utm parameter each: one render, no 503", async () => {
    const { render, counter } = echoingRenderer(30);
    const get = await serve(render);
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, index) => get(`/curso/x?utm_x=${index}`)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 503)).toHaveLength(0);
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect(counter.renders).toBe(1);
  });
});
