import { orderNumberOf } from "../db/purchases/order-item-refunds.ts";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import { courseTermsById, subscriptionById } from "../db/checkout/subscription-queries.ts";
import type { Db } from "../db/database.ts";
import { users } from "../db/schema/identity.ts";
import { mailLanguage } from "../identity/identity-mail.ts";
import type { Mailer } from "../mail/outbox.ts";
import {
  cancelledMail,
  refundedMail,
  type Cancelled,
  type Refunded,
} from "../purchases/cancellation-mail.ts";
import { cardRefusedMail } from "../support-queue/card-refused-mail.ts";
import { pixCodeMail, slipMail, type Purchase } from "./payment-code-mail.ts";

/**
 * What happened to a purchase that its buyer hears of by e-mail (issue 26), gathered inside the transaction that
 * made it and sent only after it commits: a Pix code or a slip made, a cancellation asked for, a refund settled, a
 * card refused by support (issue 30).
 * The payment confirmation has its own path (subscription-lifecycle.ts).
 */
export type PurchaseNotice =
  | {
      kind: "pix";
      subscriptionId: number;
      amount: number;
      copyPaste: string;
      expiresAt: Date;
      renewed: boolean;
    }
  | { kind: "slip"; subscriptionId: number; amount: number; digitableLine: string; dueDate: string }
  | { kind: "cancelled"; subscriptionId: number; cancellation: Cancelled }
  | { kind: "refunded"; subscriptionId: number; refund: Refunded }
  | { kind: "card-refused"; subscriptionId: number; reason: string };

/** The purchase's page in My Purchases (src/routes.ts): it asks a signed-out reader to sign in, then comes back. */
export const purchaseLink = (origin: string, subscriptionId: number) =>
  `${origin.replace(/\/+$/, "")}/minhas-compras/detalhes?compra=${subscriptionId}`;

/**
 * Sends one notice to the purchase's buyer, in their language, through the outbox (and SMTP when set). Never
 * throws: the purchase is already committed, so a mail failure is logged and nothing else changes.
 */
export async function sendPurchaseNotice(
  db: Db,
  mailer: Mailer,
  logger: Logger,
  notice: PurchaseNotice,
  origin: string,
): Promise<void> {
  try {
    const subscription = await subscriptionById(db, notice.subscriptionId);
    if (!subscription) return;
    const [buyer] = await db
      .select({ email: users.email, name: users.name, language: users.languageId, cpf: users.cpf })
      .from(users)
      .where(eq(users.id, subscription.userId));
    const course = await courseTermsById(db, subscription.courseId);
    if (!buyer || !course) return;
    const language = mailLanguage(buyer.language);
    const purchase: Purchase = {
      name: buyer.name,
      course: course.name,
      transactionNumber: subscription.transactionNumber,
      amount: notice.kind === "pix" || notice.kind === "slip" ? notice.amount : subscription.total,
      link: purchaseLink(origin, subscription.id),
      ...(await orderNumberOf(db, subscription.id).then((order) => (order ? { order } : {}))),
    };
    const message =
      notice.kind === "pix"
        ? pixCodeMail(language, buyer.email, purchase, notice)
        : notice.kind === "slip"
          ? slipMail(language, buyer.email, purchase, { ...notice, cpf: buyer.cpf })
          : notice.kind === "cancelled"
            ? cancelledMail(language, buyer.email, purchase, notice.cancellation)
            : notice.kind === "card-refused"
              ? cardRefusedMail(language, buyer.email, purchase, notice.reason)
              : refundedMail(language, buyer.email, purchase, notice.refund);
    await mailer.send(message);
  } catch (error) {
    logger.error(
      { err: error, subscriptionId: notice.subscriptionId, notice: notice.kind },
      "purchase e-mail failed",
    );
  }
}
