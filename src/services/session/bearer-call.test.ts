import { Effect, Exit, Layer } from "effect";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CartService } from "../cart/cart.service.ts";
import { TokenStorage } from "./token-storage.ts";

const origin = "http://cart.test";
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const mine = (token: string | null) =>
  Effect.runPromiseExit(
    Effect.provide(
      Effect.flatMap(CartService, (cart) => cart.mine),
      CartService.layer({ baseUrl: origin }).pipe(Layer.provide(TokenStorage.memory(token))),
    ),
  );

describe("bearerCall, as the cart uses it", () => {
  it("sends the stored token as Bearer", async () => {
    let authorization: string | null = null;
    server.use(
      http.get(`${origin}/api/subscription/cart`, ({ request }) => {
        authorization = request.headers.get("authorization");
        return HttpResponse.json({ courses: [] });
      }),
    );
    await mine("tok-9");
    expect(authorization).toBe("Bearer tok-9");
  });

  it("sends nothing without a token and fails with 401", async () => {
    const exit = await mine(null);
    expect(Exit.isFailure(exit)).toBe(true);
    expect(JSON.stringify(exit)).toContain("401");
  });
});
