import { describe, expect, it } from "vitest";
import type { OwnerModel } from "#src/domain/catalog/course.ts";
import { certificateWording } from "./certificate-wording.ts";

const facts = (ownerModel: OwnerModel, cpf: string | null = "***.982.247-**") => ({
  holder: "Ana Lúcia Moreira",
  cpf,
  course: "Avaliação Neuropsicológica",
  hours: 40,
  institution: "Associação Brasileira de Medicina de Emergência",
  ownerModel,
  issuedOn: "29 de novembro de 2026",
});

describe("the certificate's wording by owner model (spec §1 owner types 1–4)", () => {
  it("certifies for models 1–3, naming who made the content and who certifies it", () => {
    expect(certificateWording(facts(1))).toMatchObject({
      title: "Certificado",
      owner: "Conteúdo e certificação: Sabiá.",
      issuer: "Sabiá",
    });
    expect(certificateWording(facts(2)).owner).toBe(
      "Conteúdo: Associação Brasileira de Medicina de Emergência. Certificação: Sabiá.",
    );
    const partner = certificateWording(facts(3));
    expect(partner.issuer).toBe("Associação Brasileira de Medicina de Emergência");
    expect(partner.statement).toBe(
      "Certificamos que Ana Lúcia Moreira, CPF ***.982.247-**, concluiu o curso “Avaliação Neuropsicológica”, " +
        "com carga horária de 40 horas, com aproveitamento.",
    );
  });

  it("gives a statement of participation for model 4, and leaves out a CPF the account lacks", () => {
    const statement = certificateWording(facts(4, null));
    expect(statement.title).toBe("Declaração de participação");
    expect(statement.statement).toBe(
      "Declaramos que Ana Lúcia Moreira participou do curso “Avaliação Neuropsicológica”, com carga horária de 40 horas.",
    );
    expect(statement.owner).toContain("não é um certificado de conclusão");
  });
});
