import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useCheckoutApi } from "./checkout-test-kit.ts";

const purchased = "/api/candidate/courses/purchased-courses";
const myCourses = "/api/candidate/courses/my-courses";

describe("My Purchases and My Courses over HTTP (spec §7): only the token's own person", () => {
  const { as, call, rows, pay, startCheckout, courseId } = useCheckoutApi();
  const people = new Map<string, { email: string; cpf: string }>();

  beforeAll(async () => {
    for (const row of await rows<{ username: string; email: string; cpf: string | null }>(
      sql`select username, email, cpf from users where username in ('aluno', 'professor')`,
    ))
      people.set(row.username, { email: row.email, cpf: row.cpf ?? "" });
  });

  it("lists aluno's purchases newest first with their states, 10 a page", async () => {
    const page = async (number: number) => {
      const response = await as("aluno")(purchased, { body: { ...people.get("aluno")!, page: number } });
      expect(response.status).toBe(200);
      return response.json as {
        results: { status: string; transactionNumber: string; purchaseDate: string }[];
        totalCount: number;
        perPage: number;
      };
    };
    const first = await page(1);
    expect(first.perPage).toBe(10);
    expect(first.results).toHaveLength(10);
    expect(first.totalCount).toBeGreaterThan(10);
    const second = await page(2);
    expect(second.results).toHaveLength(first.totalCount - 10);
    const all = [...first.results, ...second.results];
    const dates = all.map((item) => item.purchaseDate);
    expect(dates).toEqual(dates.toSorted().toReversed());
    expect(new Set(all.map((item) => item.status))).toEqual(
      new Set([
        "awaiting-payment",
        "payment-pending",
        "payment-confirmed",
        "awaiting-cancellation",
        "cancellation-requested",
        "cancellation-confirmed",
        "purchase-canceled",
      ]),
    );
  });

  it("shows coherent seeded dates: purchase date ≤ payment date ≤ now (issue 28)", async () => {
    const all: { purchaseDate: string; paymentDate: string | null }[] = [];
    for (const number of [1, 2]) {
      const response = await as("aluno")(purchased, { body: { ...people.get("aluno")!, page: number } });
      all.push(...(response.json as { results: typeof all }).results);
    }
    const now = new Date().toISOString();
    for (const item of all) {
      expect(item.purchaseDate <= now).toBe(true);
      if (item.paymentDate) {
        expect(item.purchaseDate <= item.paymentDate).toBe(true);
        expect(item.paymentDate <= now).toBe(true);
      }
    }
  });

  it("lists a checkout only once a payment was generated for it (issue 28)", async () => {
    const slug = "qualidade-e-seguranca-do-paciente";
    const listed = async () => {
      const response = await as("professor")(purchased, { body: { ...people.get("professor")!, page: 1 } });
      const { results } = response.json as { results: { course: { friendlyUrl: string } }[] };
      return results.filter((item) => item.course.friendlyUrl === slug).length;
    };
    expect(await listed()).toBe(0);
    const id = await startCheckout("professor", slug);
    await as("professor")(
      `/api/candidate/subscriptions/${id}/create-installments/${(await courseId(slug)) * 100}`,
    );
    expect(await listed(), "an opened checkout is not an order").toBe(0);
    const pix = await pay("professor")("/api/candidate/pix/generate-pix-ecommerce", { subscriptionId: id });
    expect(pix.status, JSON.stringify(pix.json)).toBe(200);
    expect(await listed(), "a Pix code makes it an order").toBe(1);
  });

  it("accepts the CPF with its mask and the e-mail in another case", async () => {
    const { email, cpf } = people.get("aluno")!;
    const masked = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
    const response = await as("aluno")(purchased, { body: { email: email.toUpperCase(), cpf: masked } });
    expect(response.status).toBe(200);
  });

  it("gives aluno's courses with access: progress from lessons done, an expired one marked", async () => {
    const response = await as("aluno")(myCourses, { body: people.get("aluno")! });
    expect(response.status).toBe(200);
    const courses = response.json as unknown as {
      course: { friendlyUrl: string };
      progress: number;
      expired: boolean;
    }[];
    const bySlug = new Map(courses.map((item) => [item.course.friendlyUrl, item]));
    expect(bySlug.get("psicologia-clinica-na-pratica")!.progress).toBeGreaterThan(0);
    expect(bySlug.get("eletrocardiograma-descomplicado")!.expired).toBe(true);
    expect(bySlug.get("uti-online-2-edicao")!.expired).toBe(false);
    expect(bySlug.has("transtornos-de-ansiedade")).toBe(false);
  });

  it.each([purchased, myCourses])(
    "%s: another person's e-mail and CPF in the body answer 404, never their data",
    async (path) => {
      const response = await as("professor")(path, { body: people.get("aluno")! });
      expect(response.status).toBe(404);
      expect(JSON.stringify(response.json)).not.toContain("SAB-2026");
    },
  );

  it.each([purchased, myCourses])("%s: the right e-mail with another CPF is 404 too", async (path) => {
    const response = await as("aluno")(path, { body: { ...people.get("aluno")!, cpf: "11144477735" } });
    expect(response.status).toBe(404);
  });

  it.each([purchased, myCourses])("%s: a token that is not ours 401, a bad body 400", async (path) => {
    expect((await call(path, { body: people.get("aluno")!, token: "not.a.token" })).status).toBe(401);
    expect((await as("aluno")(path, { body: { email: "x" } })).status).toBe(400);
  });
});
