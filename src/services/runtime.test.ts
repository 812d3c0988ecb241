import { Context, Effect, Layer } from "effect";
import { describe, expect, it } from "vitest";
import {
  CallFailed,
  clientRuntime,
  rejectWithFailure,
  runtimeOf,
  runToPromise,
  runToPromiseWith,
} from "./runtime.ts";

class Counter extends Context.Service<Counter, { readonly id: number }>()("test/Counter") {}

let built = 0;
const counterLayer = () => Layer.sync(Counter)(() => ({ id: ++built }));

describe("client runtime", () => {
  it("builds one runtime per service, origin and language", async () => {
    const first = clientRuntime("counter", { origin: "http://a", language: "pt-BR" }, counterLayer);
    const again = clientRuntime("counter", { origin: "http://a", language: "pt-BR" }, counterLayer);
    const english = clientRuntime("counter", { origin: "http://a", language: "en" }, counterLayer);
    expect(again).toBe(first);
    expect(english).not.toBe(first);
    const ids = await Promise.all(
      [first, again, english].map((runtime) =>
        runToPromise(
          runtime,
          Effect.map(Counter, (c) => c.id),
        ),
      ),
    );
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).not.toBe(ids[0]);
  });

  it("rejects with one CallFailed carrying the status, the problem's code and the failure", async () => {
    const problem = { _tag: "Forbidden", status: 403, code: "impersonating", message: "refused" };
    const failed = await runToPromise(runtimeOf(counterLayer()), Effect.fail(problem)).catch(
      (error) => error,
    );
    expect(failed).toBeInstanceOf(CallFailed);
    expect(failed).toMatchObject({ status: 403, code: "impersonating", failure: problem });
    await expect(runToPromiseWith(Effect.fail(new Error("no answer")))).rejects.toMatchObject({
      status: null,
      code: null,
      message: "no answer",
    });
  });

  it("hands an edge the service's own failure back", async () => {
    const problem = { status: 400, failure: "invalidInformation" };
    await expect(runToPromiseWith(Effect.fail(problem)).catch(rejectWithFailure)).rejects.toBe(problem);
  });

  it("interrupts the program when the signal aborts", async () => {
    const controller = new AbortController();
    const pending = runToPromiseWith(Effect.never, controller.signal);
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(CallFailed);
  });
});
