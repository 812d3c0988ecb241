import { and, desc, eq, inArray } from "drizzle-orm";
import { isValidDocument } from "#src/domain/identity/person-rules.ts";
import type { Db } from "../db/database.ts";
import { payments } from "../db/schema/commerce.ts";
import { users } from "../db/schema/identity.ts";
import { insertPayment } from "../db/checkout/payment-queries.ts";
import type { PaymentGateway, PixCharge, PixPayer } from "./payment-gateway.ts";

/** The buyer as the Pix charge's `devedor`, when the account has a valid CPF (fast-buy accounts always do). */
export async function pixPayerOf(db: Db, userId: number): Promise<PixPayer | null> {
  const [user] = await db
    .select({ cpf: users.cpf, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  const cpf = user?.cpf?.replace(/\D/g, "") ?? "";
  return user && isValidDocument(cpf) ? { cpf, name: user.name.slice(0, 200) } : null;
}

/** The buyer as a card or boleto gateway's payer: e-mail and name always, the CPF when the account's is valid. */
export async function payerOf(
  db: Db,
  userId: number,
): Promise<{ email: string; name: string; cpf: string | null }> {
  const [user] = await db
    .select({ cpf: users.cpf, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  const cpf = user?.cpf?.replace(/\D/g, "") ?? "";
  return {
    email: user?.email ?? "",
    name: user?.name.slice(0, 200) ?? "",
    cpf: cpf.length === 11 && isValidDocument(cpf) ? cpf : null,
  };
}

/**
 * Before a purchase's Pix is replaced (renewal, another plan, a cancellation), the charge still open at the PSP is
 * removed there (`PATCH /cob`, REMOVIDA_PELO_USUARIO_RECEBEDOR), so a code the person saw earlier cannot be paid
 * after we stopped expecting it. The sandbox's static codes have nothing to remove.
 */
export async function withdrawPixAtProvider(tx: Db, gateway: PaymentGateway, subscriptionId: number) {
  if (gateway.provider === "sandbox") return;
  const [open] = await tx
    .select({ txid: payments.pixTxid })
    .from(payments)
    .where(
      and(
        eq(payments.subscriptionId, subscriptionId),
        eq(payments.method, "pix"),
        eq(payments.provider, gateway.provider),
        inArray(payments.status, ["pending", "expired"]),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  if (open?.txid) await gateway.withdrawPix(open.txid);
}

/**
 * Makes a Pix code at the provider (sandbox or PSP) for `amount` and records it as a pending payment of the
 * subscription: a single purchase's, or an order's first purchase carrying the order's total (ADR 067).
 */
export async function recordPixCharge(
  tx: Db,
  gateway: PaymentGateway,
  charge: { subscriptionId: number; userId: number; amount: number; reference: string; now: Date },
): Promise<PixCharge> {
  const pix = await gateway.pix({
    amount: charge.amount,
    reference: charge.reference,
    now: charge.now,
    payer: await pixPayerOf(tx, charge.userId),
  });
  await insertPayment(tx, {
    subscriptionId: charge.subscriptionId,
    method: "pix",
    status: "pending",
    provider: gateway.providerFor("pix"),
    amount: charge.amount,
    pixLocation: pix.location,
    pixCopyPaste: pix.copyPaste,
    pixTxid: pix.txid,
    pixValidationKey: pix.validationKey,
    pixExpiresAt: pix.expiresAt,
  });
  return pix;
}
