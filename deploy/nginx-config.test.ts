import { spawn, type ChildProcess } from "node:child_process";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { connect } from "node:http2";
import { once } from "node:events";
import { connect as netConnect } from "node:net";
import { connect as tlsConnect } from "node:tls";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureNginx, nginxFiles } from "../scripts/debian-packages.ts";
import { freePort } from "../scripts/free-port.ts";
import { prepareNginx, renderNginxConfig } from "./nginx-config.ts";

// CI runs as root on Debian and installs nginx; elsewhere the reason is printed and this file is skipped.
const haveNginx = (() => {
  try {
    return ensureNginx();
  } catch (error) {
    console.error("nginx could not be installed; skipping the proxy tests:", error);
    return false;
  }
})();
if (!haveNginx)
  console.error("nginx is not installed (Debian's nginx-light); skipping deploy/nginx-config.test.ts");

describe("deploy/nginx.conf.template", () => {
  it("refuses an unknown placeholder instead of handing nginx a broken file", () => {
    expect(() => renderNginxConfig({})).toThrow(/no value for \{\{RUN_DIR\}\}/);
  });
});

describe.runIf(haveNginx)("nginx in front of two instances", () => {
  const seen: { instance: number; headers: IncomingHttpHeaders }[] = [];
  let instances: Server[] = [];
  let nginx: ChildProcess;
  let port = 0;

  beforeAll(async () => {
    // Two stand-in instances that say who they are and what they were told; the second one is down at first.
    instances = [0, 1].map((instance) =>
      createServer((request, response) => {
        seen.push({ instance, headers: request.headers });
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify({ instance, padding: "x".repeat(2000) }));
      }),
    );
    const ports = [await freePort(), await freePort()];
    await new Promise<void>((resolve) => instances[0]!.listen(ports[0], "127.0.0.1", resolve));
    port = await freePort();
    const rendered = prepareNginx({ instancePorts: ports, httpsPort: port });
    nginx = spawn(nginxFiles.nginx, ["-c", rendered.configFile, "-p", rendered.runDir], { stdio: "inherit" });
    for (let tries = 0; tries < 50; tries++) {
      if (
        await get("/").then(
          () => true,
          () => false,
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  afterAll(async () => {
    nginx?.kill("SIGQUIT");
    if (nginx && nginx.exitCode === null) await once(nginx, "exit");
    for (const instance of instances) instance.close();
  });

  /** One HTTP/2 request over TLS from `localAddress`, with extra headers; the answer's status, headers and body. */
  function get(path: string, headers: Record<string, string> = {}, localAddress = "127.0.0.1") {
    return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
      (resolve, reject) => {
        // The TLS socket is made here so that it can leave from another loopback address (a different client IP).
        const session = connect(`https://127.0.0.1:${port}`, {
          createConnection: () =>
            tlsConnect({
              socket: netConnect({ host: "127.0.0.1", port, localAddress }),
              ALPNProtocols: ["h2"],
              rejectUnauthorized: false,
            }),
        });
        session.on("error", reject);
        const stream = session.request({ ":path": path, "accept-encoding": "gzip", ...headers });
        const chunks: Buffer[] = [];
        let answer: Record<string, unknown> = {};
        stream.on("response", (received) => (answer = received));
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          session.close();
          resolve({ status: Number(answer[":status"]), headers: answer, body: Buffer.concat(chunks) });
        });
        stream.on("error", reject);
        stream.end();
      },
    );
  }

  it("terminates TLS with HTTP/2, gzips JSON and skips an instance that refuses", async () => {
    const answers = await Promise.all([1, 2, 3, 4].map(() => get("/api/catalog")));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers["content-encoding"]).toBe("gzip");
      expect(JSON.parse(gunzipSync(answer.body).toString()).instance).toBe(0);
    }
  });

  it("tells the instance the real peer and the scheme, and drops a forged X-Forwarded-For", async () => {
    seen.length = 0;
    await get("/who", { "x-forwarded-for": "203.0.113.9" }, "127.0.0.2");
    expect(seen.at(-1)!.headers["x-forwarded-for"]).toBe("127.0.0.2");
    expect(seen.at(-1)!.headers["x-forwarded-proto"]).toBe("https");
  });
});
