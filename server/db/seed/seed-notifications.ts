import type { Db } from "../database.ts";
import { notifications } from "../schema/platform.ts";

/** [title, message, icon, target]: a target is an http(s) address, an in-app path, or null (the dialog shows it). */
type Template = readonly [string, string, string, string | null];

const studentTemplates: readonly Template[] = [
  [
    "Pagamento confirmado",
    "Seu acesso ao curso Psicologia Clínica na Prática foi liberado.",
    "check",
    "/meus-cursos",
  ],
  [
    "Boleto disponível",
    "O boleto do curso Transtornos de Ansiedade vence em 2 dias úteis.",
    "receipt",
    "/minhas-compras",
  ],
  ["Novo conteúdo", "A UTI Online 2ª Edição ganhou um módulo de atualização.", "book", null],
  [
    "Aula ao vivo",
    "A aula ao vivo de Eletrocardiograma começa amanhã às 19h.",
    "calendar",
    "https://aovivo.sabia.example/ecg",
  ],
  ["Certificado emitido", "Seu certificado está disponível para download.", "award", "/meus-cursos"],
  ["Lembrete de estudo", "Você está a 3 aulas de liberar a prova do módulo 2.", "clock", null],
  [
    "Resposta do professor",
    "Sua dúvida no fórum do módulo 1 foi respondida.",
    "message",
    "https://forum.sabia.example/topico/128",
  ],
  [
    "Oferta para você",
    "Cursos de Saúde Mental com até 30 % de desconto nesta semana.",
    "tag",
    "/busca?termo=saude%20mental",
  ],
  ["Manutenção programada", "A plataforma ficará fora do ar no domingo das 2h às 4h.", "alert", null],
];

const managerTemplates: readonly Template[] = [
  [
    "Relatório mensal",
    "O relatório de matrículas do mês está pronto.",
    "chart",
    "https://relatorios.sabia.example/matriculas",
  ],
  ["Nova matrícula", "Uma nova pessoa se matriculou em Sepse e Choque Séptico.", "user", "/minhas-compras"],
  [
    "Aviso da mantenedora",
    "As turmas do segundo semestre abrem inscrições na próxima segunda-feira.",
    "megaphone",
    null,
  ],
  [
    "Avaliação concluída",
    "A turma de Psicologia Clínica terminou a avaliação do módulo 3.",
    "check",
    "/meus-cursos",
  ],
  [
    "Documento pendente",
    "Envie o plano de ensino atualizado até sexta-feira.",
    "alert",
    "https://docs.sabia.example/plano-de-ensino",
  ],
  [
    "Reunião de coordenação",
    "A reunião de coordenação foi marcada para quinta-feira às 15h.",
    "calendar",
    null,
  ],
  [
    "Curso publicado",
    "O curso Eletrocardiograma Descomplicado foi publicado no marketplace.",
    "book",
    "/curso/eletrocardiograma-descomplicado",
  ],
  ["Meta atingida", "A instituição atingiu 90 % da meta de matrículas do trimestre.", "award", null],
  [
    "Novo comentário",
    "Um aluno comentou a aula 4 de UTI Online 2ª Edição.",
    "message",
    "https://forum.sabia.example/topico/342",
  ],
  [
    "Atualização da plataforma",
    "A nova versão do painel de relatórios já está disponível.",
    "info",
    "/busca",
  ],
];

const hour = 60 * 60 * 1000;

/**
 * `count` notifications for one person, newest first from `now`: every few hours then every day or so, each
 * third one already read, cycling through the templates (so http targets, in-app paths and none all appear).
 */
export function notificationRows(
  recipientId: number,
  templates: readonly Template[],
  count: number,
  now: number,
) {
  return Array.from({ length: count }, (_, index) => {
    const [title, message, icon, target] = templates[index % templates.length]!;
    const round = Math.floor(index / templates.length);
    return {
      recipientId,
      title: round === 0 ? title : `${title} (${round + 1})`,
      message,
      icon,
      sentAt: new Date(now - (index < 6 ? index * 3 + 1 : 20 + index * 26) * hour),
      isRead: index % 3 === 2,
      notificationTargetUrl: target,
    };
  });
}

/** aluno and gestora have more than two pages (infinite scroll); professor one page and a bit (mark all). */
export async function seedNotifications(db: Db, userIds: ReadonlyMap<string, number>, now = Date.now()) {
  await db
    .insert(notifications)
    .values([
      ...notificationRows(userIds.get("aluno")!, studentTemplates, 27, now),
      ...notificationRows(userIds.get("gestora")!, managerTemplates, 30, now),
      ...notificationRows(userIds.get("professor")!, managerTemplates, 12, now),
    ]);
}
