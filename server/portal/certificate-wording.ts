import type { OwnerModel } from "#src/domain/catalog/course.ts";

/** The marketplace's name, as the certificate's issuer and as the institution of a course that has none. */
export const platformName = "Sabiá";

export interface CertificateFacts {
  holder: string;
  /** Already masked (***.456.789-**), or null when the account has no CPF. */
  cpf: string | null;
  course: string;
  hours: number;
  institution: string;
  ownerModel: OwnerModel;
  /** e.g. "29 de novembro de 2026". */
  issuedOn: string;
}

/**
 * The document's wording by the course's owner model (spec §1 "contentAndCertificationOwner"): who made the content
 * and who certifies it; model 4 gives a statement of participation rather than a certificate. The document is
 * Brazilian and written in Portuguese whatever the reader's language (ADR 092).
 */
export function certificateWording(facts: CertificateFacts) {
  const participation = facts.ownerModel === 4;
  const person = facts.cpf ? `${facts.holder}, CPF ${facts.cpf},` : facts.holder;
  const hours = `com carga horária de ${facts.hours} horas`;
  const owner = {
    1: `Conteúdo e certificação: ${platformName}.`,
    2: `Conteúdo: ${facts.institution}. Certificação: ${platformName}.`,
    3: `Conteúdo e certificação: ${facts.institution}.`,
    4: `Conteúdo: ${facts.institution}. Declaração emitida por ${platformName}; não é um certificado de conclusão.`,
  }[facts.ownerModel];
  return {
    title: participation ? "Declaração de participação" : "Certificado",
    statement: participation
      ? `Declaramos que ${person} participou do curso “${facts.course}”, ${hours}.`
      : `Certificamos que ${person} concluiu o curso “${facts.course}”, ${hours}, com aproveitamento.`,
    owner,
    issuer: facts.ownerModel === 3 ? facts.institution : platformName,
    date: `Emitido em ${facts.issuedOn}.`,
  };
}
