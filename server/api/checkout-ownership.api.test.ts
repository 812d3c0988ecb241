import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { cardBody, cards, useCheckoutApi } from "./checkout-test-kit.ts";

/** Every candidate and subscription call that takes a subscription id: [name, method, path, body?]. */
const calls: [
  string,
  "GET" | "POST",
  (id: number, course: number) => string,
  ((id: number, course: number) => unknown)?,
][] = [
  ["checkout", "GET", (id) => `/api/candidate/checkout/${id}`],
  [
    "payByCard",
    "POST",
    (id) => `/api/candidate/creditCard/${id}/creditcard-payment-ecommerce`,
    () => cardBody(cards.approve),
  ],
  [
    "generateSlip",
    "POST",
    () => "/api/candidate/boleto/generate-slip-ecommerce",
    (id) => ({ subscriptionId: id }),
  ],
  [
    "generatePix",
    "POST",
    () => "/api/candidate/pix/generate-pix-ecommerce",
    (id) => ({ subscriptionId: id }),
  ],
  [
    "createInstallments",
    "POST",
    (id, course) => `/api/candidate/subscriptions/${id}/create-installments/${course * 100}`,
  ],
  ["updateHubspotDeal", "POST", (id) => `/api/candidate/subscriptions/${id}/update-ecommerce-hubspot-deal`],
  [
    "voucherPreview",
    "GET",
    (id, course) => `/api/candidate/subscriptions/${id}/discount/BEMVINDO10/${course * 100}`,
  ],
  ["isPaid", "GET", (id) => `/api/candidate/subscriptions/${id}/is-subscription-paid`],
  ["pixCode", "GET", (id) => `/api/candidate/subscriptions/${id}/get-pix-code`],
  [
    "renewPix",
    "POST",
    (id) => `/api/candidate/pix/${id}/renew-pix-ecommerce`,
    (id) => ({ subscriptionId: id, validationKey: "x" }),
  ],
  ["paymentCaptcha", "GET", (id) => `/api/candidate/provider/${id}/recaptcha`],
  ["cardBrands", "GET", (id) => `/api/candidate/creditCard/${id}/creditcard-brands`],
  ["fastBuyCheckout", "GET", (id) => `/api/subscription/checkout/${id}`],
  ["getToEcommerce", "POST", (id) => `/api/subscription/subscriptions/get-to-ecommerce/${id}`],
  [
    "reassociateDiscounts",
    "POST",
    () => "/api/subscription/subscriptions/reassociate-subscription-discounts-ecommerce",
    (id) => ({ subscriptionId: id }),
  ],
  [
    "associateVoucher",
    "POST",
    (id) => `/api/subscription/subscriptions/associate-item-to-discount/${id}`,
    () => ({ tag: "BEMVINDO10" }),
  ],
  ["removeVoucher", "POST", (id) => `/api/subscription/subscriptions/remove-voucher/${id}`],
  [
    "slipExpiration",
    "POST",
    (id) => `/api/subscription/subscriptions/ecommerce/get-slip-expiration-date/${id}`,
  ],
  [
    "discountCalculator",
    "POST",
    () => "/api/subscription/subscriptions/discount-calculator",
    (id, course) => ({ subscriptionId: id, priceListValueId: course * 100 }),
  ],
  [
    "coursePrice",
    "POST",
    () => "/api/subscription/subscriptions/course-price",
    (id) => ({ subscriptionId: id }),
  ],
];

describe("checkout over HTTP: another person's subscription is not found", () => {
  const { call, rows, tokenOf } = useCheckoutApi();
  let alunos = { id: 0, course: 0, status: "" };
  const before = async () =>
    (
      await rows<{ status: string; payments: number }>(
        sql`select status, (select count(*)::int from payments where subscription_id = ${alunos.id}) as payments
          from subscriptions where id = ${alunos.id}`,
      )
    )[0]!;

  beforeAll(async () => {
    const [row] = await rows<{ id: number; course: number; status: string }>(
      sql`select s.id, s.course_id as course, s.status from subscriptions s join users u on u.id = s.user_id
          join courses c on c.id = s.course_id where u.username = 'aluno' and c.friendly_url = 'transtornos-de-ansiedade'`,
    );
    alunos = row!;
  });

  it.each(calls)(
    "%s answers professor 404 for aluno's subscription, as for an id that does not exist",
    async (_name, method, path, body) => {
      const token = await tokenOf("professor");
      const unchanged = await before();
      const send = (id: number) =>
        call(path(id, alunos.course), {
          method,
          token,
          headers: { "idempotency-key": randomUUID() },
          ...(body ? { body: body(id, alunos.course) } : {}),
        });
      const foreign = await send(alunos.id);
      expect(foreign.status).toBe(404);
      const unknown = await send(2_000_000_000);
      expect(unknown.status).toBe(404);
      expect(foreign.json["detail"]).toBe(unknown.json["detail"]);
      expect(await before()).toEqual(unchanged);
    },
  );

  it("answers aluno on the same subscription (the 404 is about ownership)", async () => {
    const mine = await call(`/api/candidate/checkout/${alunos.id}`, {
      method: "GET",
      token: await tokenOf("aluno"),
    });
    expect(mine.status).toBe(200);
    expect(mine.json["subscriptionId"]).toBe(alunos.id);
  });
});
