import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { healthStage } from "./probe-stages.ts";

/** Issue 31: a balancer asks /readyz every few seconds; those hits stay out of the info log, other requests do not. */
const lines: { level: number; url: string; msg: string }[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(JSON.parse(chunk.toString("utf8")) as { level: number; url: string; msg: string });
    done();
  },
});
const observed: string[] = [];
const app = createApp(
  {
    probes: [healthStage({ draining: () => false, ready: async () => true })],
    staticFiles: async () => false,
    render: (_request, response) => void response.end("page"),
    observe: (request, response, seconds) =>
      observed.push(`${request.url} ${response.statusCode} ${seconds >= 0 ? "timed" : "?"}`),
  },
  pino({ level: "debug" }, sink),
);
const server = createServer(app);
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("probes in the request log", () => {
  it("/healthz and /readyz are logged at debug, a page at info; every request is observed for its duration", async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    for (const path of ["/healthz", "/readyz", "/curso/x"]) await (await fetch(`${base}${path}`)).text();
    const requests = lines.filter((line) => line.msg === "request");
    expect(requests.map((line) => [line.url, pino.levels.labels[line.level]])).toEqual([
      ["/healthz", "debug"],
      ["/readyz", "debug"],
      ["/curso/x", "info"],
    ]);
    expect(observed).toEqual(["/healthz 200 timed", "/readyz 200 timed", "/curso/x 200 timed"]);
  });
});
