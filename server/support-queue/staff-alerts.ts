import { and, eq, or } from "drizzle-orm";
import { supportQueuePath, type SupportItemKind } from "#src/domain/support-queue/support-queue.ts";
import type { Db } from "../db/database.ts";
import { applications, roles, userRights, users } from "../db/schema/identity.ts";
import { notifications } from "../db/schema/platform.ts";
import { mailLanguage, type MailLanguage } from "../identity/identity-mail.ts";
import { personDataRoles } from "../users/person-readers.ts";

/** What the bell says of a new queue item, in each operator's own language. */
const texts: Record<MailLanguage, Record<SupportItemKind, { title: string; message: string }>> = {
  "pt-BR": {
    "card-review": {
      title: "Cartão em análise",
      message: "Um pagamento com cartão aguarda análise na fila de suporte.",
    },
    cancellation: {
      title: "Cancelamento a confirmar",
      message: "Um cancelamento aguarda confirmação na fila de suporte.",
    },
    "refund-failed": {
      title: "Reembolso com falha",
      message: "Um reembolso falhou e aguarda a fila de suporte.",
    },
    "reconciliation-flag": {
      title: "Pagamento sinalizado",
      message: "A conciliação sinalizou um pagamento na fila de suporte.",
    },
    "exam-locked": {
      title: "Prova bloqueada por tentativas",
      message: "Um aluno esgotou as tentativas da prova do certificado; a fila de suporte pode liberá-las.",
    },
  },
  en: {
    "card-review": { title: "Card in review", message: "A card payment awaits review in the support queue." },
    cancellation: {
      title: "Cancellation to confirm",
      message: "A cancellation awaits confirmation in the support queue.",
    },
    "refund-failed": { title: "Refund failed", message: "A refund failed and awaits the support queue." },
    "reconciliation-flag": {
      title: "Payment flagged",
      message: "Reconciliation flagged a payment in the support queue.",
    },
    "exam-locked": {
      title: "Exam locked by attempts",
      message: "A student used up the certificate exam's attempts; the support queue can reset them.",
    },
  },
  es: {
    "card-review": {
      title: "Tarjeta en análisis",
      message: "Un pago con tarjeta espera análisis en la cola de soporte.",
    },
    cancellation: {
      title: "Cancelación por confirmar",
      message: "Una cancelación espera confirmación en la cola de soporte.",
    },
    "refund-failed": {
      title: "Reembolso fallido",
      message: "Un reembolso falló y espera en la cola de soporte.",
    },
    "reconciliation-flag": {
      title: "Pago señalado",
      message: "La conciliación señaló un pago en la cola de soporte.",
    },
    "exam-locked": {
      title: "Examen bloqueado por intentos",
      message:
        "Un alumno agotó los intentos del examen del certificado; la cola de soporte puede liberarlos.",
    },
  },
};

/** Everyone who holds an operator's role (the queue's staff, ADR 074), once each, with their language. */
async function operators(db: Db) {
  const held = or(
    ...personDataRoles.map((role) =>
      and(eq(applications.alias, role.applicationAlias), eq(roles.alias, role.roleAlias)),
    ),
  );
  return db
    .selectDistinct({ id: users.id, language: users.languageId })
    .from(userRights)
    .innerJoin(roles, eq(roles.id, userRights.roleId))
    .innerJoin(applications, eq(applications.id, roles.applicationId))
    .innerJoin(users, eq(users.id, userRights.userId))
    .where(held);
}

/**
 * A new item arrived in the support queue (issue 30): each operator's bell gets one notification that opens the
 * queue. Written in the caller's transaction, so an item rolled back alerts nobody.
 */
export async function alertStaff(db: Db, kind: SupportItemKind): Promise<void> {
  const staff = await operators(db);
  if (staff.length === 0) return;
  await db.insert(notifications).values(
    staff.map((operator) => {
      const { title, message } = texts[mailLanguage(operator.language)][kind];
      return { recipientId: operator.id, title, message, icon: "bell", recipientTargetUrl: supportQueuePath };
    }),
  );
}
