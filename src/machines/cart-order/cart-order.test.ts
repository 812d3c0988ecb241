import { describe, expect, it } from "vitest";
import { CallFailed } from "#src/services/runtime.ts";
import { cartOrderFailureOf } from "./cart-order.actors.ts";

describe("what the cart order page says of a refused call (issue 28, ADR 067)", () => {
  it.each([
    [new CallFailed(401, null, "no token"), "signedOut"],
    [new CallFailed(403, "moneyMovingWhileImpersonating", "impersonating"), "impersonating"],
    [new CallFailed(403, null, "forbidden"), "unexpected"],
    [new CallFailed(400, null, "bad voucher", { field: "voucher", detail: "expired" }), "voucher"],
    [new CallFailed(400, null, "empty cart", { field: "cart", detail: "nothing to pay" }), "cartChanged"],
    [new CallFailed(400, null, "bad id", { field: "id", detail: "no" }), "unexpected"],
    [new CallFailed(null, null, "network"), "unexpected"],
    [new Error("defect"), "unexpected"],
  ] as const)("%s → %s", (error, kind) => {
    expect(cartOrderFailureOf(error)).toEqual({ kind });
  });
});
