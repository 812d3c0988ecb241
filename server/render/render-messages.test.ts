import { describe, expect, it } from "vitest";
import { fromWireRequest, responseOf, toWireRequest, wireHead } from "./render-messages.ts";

describe("requests and responses as they cross to a render thread (ADR 042)", () => {
  it("a posted form arrives whole: method, headers, body", async () => {
    const sent = new Request("http://sabia.test/auth/signin?returnUrl=%2F", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-sabia-csp-nonce": "abc" },
      body: "username=aluno&password=Segredo%232026",
    });
    const arrived = fromWireRequest(structuredClone(await toWireRequest(sent)));
    expect(arrived.url).toBe(sent.url);
    expect(arrived.method).toBe("POST");
    expect(arrived.headers.get("x-sabia-csp-nonce")).toBe("abc");
    expect(await arrived.text()).toBe("username=aluno&password=Segredo%232026");
  });

  it("a GET carries no body, and the abort signal goes with it", async () => {
    const controller = new AbortController();
    const wire = await toWireRequest(new Request("http://sabia.test/"));
    expect(wire.body).toBeNull();
    const arrived = fromWireRequest(wire, controller.signal);
    controller.abort();
    expect(arrived.signal.aborted).toBe(true);
  });

  it("every Set-Cookie stays its own header; a 304 takes no body", async () => {
    const headers = new Headers();
    headers.append("set-cookie", "a=1; Path=/");
    headers.append("set-cookie", "b=2; Path=/");
    headers.set("content-type", "text/html");
    const head = structuredClone(wireHead(new Response("x", { status: 201, headers })));
    const rebuilt = responseOf(head, "body");
    expect(rebuilt.status).toBe(201);
    expect(rebuilt.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(await rebuilt.text()).toBe("body");
    expect(responseOf({ status: 304, headers: [] }, "ignored").body).toBeNull();
  });
});
