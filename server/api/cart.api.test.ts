import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cartCapacity } from "#src/services/api/cart-api.ts";
import { useCheckoutApi } from "./checkout-test-kit.ts";

interface CartAnswer {
  lines: { course: { friendlyUrl: string; newPrice: number }; cashTotal: number; owned: boolean }[];
  subtotal: number;
  cashTotal: number;
}

const cents = (reais: number) => Math.round(reais * 100);

describe("the cart of several courses over HTTP (issue 28, ADR 067)", () => {
  const { as, call, rows, tokenOf, signIn } = useCheckoutApi();
  const courseSlugs = async (count: number) =>
    (
      await rows<{ slug: string }>(
        sql`select friendly_url as slug from courses c where active and not exists
              (select 1 from subscriptions s join users u on u.id = s.user_id
                where s.course_id = c.id and u.username in ('aluno', 'professor'))
            order by id limit ${count}`,
      )
    ).map((row) => row.slug);

  it("prices an anonymous cart as each course's checkout does, in the order asked, without unknown or retired courses", async () => {
    const [first, second] = await courseSlugs(2);
    const response = await call("/api/subscription/cart/preview", {
      body: { courses: [second, "curso-que-nao-existe", first, "reabilitacao-pos-covid", second] },
    });
    expect(response.status).toBe(200);
    const cart = response.json as unknown as CartAnswer;
    expect(cart.lines.map((line) => line.course.friendlyUrl)).toEqual([second, first]);
    for (const line of cart.lines) {
      // The same cash price as the course's own checkout offers (its price list's single payment).
      const toCart = await call(`/api/subscription/courses/to-cart?friendlyUrl=${line.course.friendlyUrl}`, {
        method: "GET",
      });
      const plans = toCart.json["plans"] as { paymentCondition: number; total: number }[];
      expect(line.cashTotal).toBe(plans.find((plan) => plan.paymentCondition === 2)!.total);
      expect(line.owned).toBe(false);
    }
    expect(cents(cart.cashTotal)).toBe(cart.lines.reduce((sum, line) => sum + cents(line.cashTotal), 0));
    expect(cents(cart.subtotal)).toBe(cart.lines.reduce((sum, line) => sum + cents(line.course.newPrice), 0));
  });

  it("keeps a signed-in person's cart on the server: the same from another sign-in, never another person's", async () => {
    const slugs = await courseSlugs(3);
    const added = await as("professor")("/api/subscription/cart/items", { body: { courses: slugs } });
    expect(added.status).toBe(200);
    expect((added.json as unknown as CartAnswer).lines.map((line) => line.course.friendlyUrl)).toEqual(slugs);

    // Another device: a second sign-in of the same person reads the same cart.
    const elsewhere = await signIn("professor", "Sabia@2026");
    const again = await call("/api/subscription/cart", {
      method: "GET",
      token: String(elsewhere.json["accessToken"]),
    });
    expect((again.json as unknown as CartAnswer).lines.map((line) => line.course.friendlyUrl)).toEqual(slugs);

    // Adding a course twice keeps it once; taking one out leaves the others.
    await as("professor")("/api/subscription/cart/items", { body: { courses: [slugs[0]] } });
    const removed = await as("professor")(`/api/subscription/cart/items/${slugs[1]}`, { method: "DELETE" });
    expect((removed.json as unknown as CartAnswer).lines.map((line) => line.course.friendlyUrl)).toEqual([
      slugs[0],
      slugs[2],
    ]);

    // No call names a person: aluno's cart is hers alone and does not hold professor's courses.
    const alunos = await as("aluno")("/api/subscription/cart", { method: "GET" });
    expect(alunos.status).toBe(200);
    const hers = (alunos.json as unknown as CartAnswer).lines.map((line) => line.course.friendlyUrl);
    expect(hers).not.toContain(slugs[0]);
    expect(hers).not.toContain(slugs[2]);
  });

  it("never adds a course the person owns, and shows one bought after it was added as owned, out of the total", async () => {
    const [owned] = await rows<{ slug: string; id: number; user: number }>(
      sql`select c.friendly_url as slug, c.id, u.id as user from subscriptions s join users u on u.id = s.user_id
          join courses c on c.id = s.course_id
          where u.username = 'aluno' and s.status = 'payment-confirmed' and c.active limit 1`,
    );
    const refused = await as("aluno")("/api/subscription/cart/items", { body: { courses: [owned!.slug] } });
    const lines = (refused.json as unknown as CartAnswer).lines;
    expect(lines.map((line) => line.course.friendlyUrl)).not.toContain(owned!.slug);

    // Bought on another tab after being put in the cart: it stays listed, marked, and costs nothing here.
    await rows(sql`insert into cart_items (user_id, course_id) values (${owned!.user}, ${owned!.id})`);
    const cart = (await as("aluno")("/api/subscription/cart", { method: "GET" }))
      .json as unknown as CartAnswer;
    const line = cart.lines.find((candidate) => candidate.course.friendlyUrl === owned!.slug)!;
    expect(line.owned).toBe(true);
    const counted = cart.lines.filter((candidate) => !candidate.owned);
    expect(cents(cart.cashTotal)).toBe(counted.reduce((sum, other) => sum + cents(other.cashTotal), 0));
  });

  it("answers bad input with a 400 naming courses, and a call without a token with a 401", async () => {
    const token = await tokenOf("professor");
    for (const body of [
      {},
      { courses: "uti-adulto" },
      { courses: ["Não É Um Endereço"] },
      { courses: Array.from({ length: cartCapacity + 1 }, (_, index) => `curso-${index}`) },
    ]) {
      const response = await call("/api/subscription/cart/items", { body, token });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(response.json)).toContain("courses");
    }
    expect((await call("/api/subscription/cart", { method: "GET" })).status).toBe(401);
    expect((await call("/api/subscription/cart/items", { body: { courses: [] } })).status).toBe(401);
    expect((await call("/api/subscription/cart/items/uti-adulto", { method: "DELETE" })).status).toBe(401);
    expect((await call("/api/subscription/cart", { method: "GET", token: "not.a.token" })).status).toBe(401);
  });

  it("lists the four cart calls in the OpenAPI document", async () => {
    const paths = (await call("/api/openapi.json", { method: "GET" })).json["paths"] as Record<
      string,
      unknown
    >;
    for (const path of [
      "/api/subscription/cart",
      "/api/subscription/cart/items",
      "/api/subscription/cart/items/{friendlyUrl}",
      "/api/subscription/cart/preview",
    ])
      expect(Object.keys(paths)).toContain(path);
  });
});
