/**
 * The certificate exam's questions (issue 32, ADR 091), per course area: every course of an area gets its own copy
 * of its area's questions. `answer` is the right option's 1-based place; it stays in the database.
 */
export interface SeedQuestion {
  prompt: string;
  options: readonly [string, string, string, string];
  answer: 1 | 2 | 3 | 4;
}

const q = (prompt: string, options: SeedQuestion["options"], answer: SeedQuestion["answer"]) => ({
  prompt,
  options,
  answer,
});

export const examQuestionsByArea: Readonly<Record<string, readonly SeedQuestion[]>> = {
  medicina: [
    q(
      "Na parada cardiorrespiratória do adulto, qual a frequência recomendada de compressões torácicas?",
      ["60 a 80 por minuto", "100 a 120 por minuto", "140 a 160 por minuto", "40 a 60 por minuto"],
      2,
    ),
    q(
      "Qual destes ritmos é chocável?",
      ["Assistolia", "Atividade elétrica sem pulso", "Fibrilação ventricular", "Bradicardia sinusal"],
      3,
    ),
    q(
      "Qual a primeira prioridade na abordagem ABCDE do paciente grave?",
      ["Circulação", "Exposição", "Via aérea", "Avaliação neurológica"],
      3,
    ),
    q(
      "Qual escala avalia o nível de consciência no trauma?",
      ["Escala de Glasgow", "Escala de Borg", "Escala de Apgar", "Escala de Braden"],
      1,
    ),
  ],
  "saude-mental": [
    q(
      "Qual instrumento rastreia sintomas depressivos?",
      ["PHQ-9", "Mini-Mental", "AUDIT", "Escala de Braden"],
      1,
    ),
    q(
      "A validação, na terapia comportamental dialética, significa:",
      [
        "Concordar com tudo o que o paciente faz",
        "Reconhecer o que é compreensível na experiência do paciente",
        "Dar alta ao paciente",
        "Suspender a terapia",
      ],
      2,
    ),
    q(
      "O sigilo profissional pode ser quebrado quando:",
      [
        "O familiar pede",
        "Há risco grave à vida do paciente ou de terceiros",
        "O paciente atrasa o pagamento",
        "Nunca, em hipótese alguma",
      ],
      2,
    ),
    q(
      "Qual destes é um sintoma central do transtorno de ansiedade generalizada?",
      [
        "Preocupação excessiva e persistente",
        "Alucinações auditivas",
        "Euforia prolongada",
        "Amnésia anterógrada",
      ],
      1,
    ),
  ],
  veterinaria: [
    q(
      "Qual a temperatura retal normal aproximada de um cão adulto?",
      ["35,0 a 36,0 °C", "38,0 a 39,2 °C", "40,5 a 41,5 °C", "36,5 a 37,0 °C"],
      2,
    ),
    q("Qual destas substâncias é tóxica para gatos?", ["Paracetamol", "Água", "Ração seca", "Taurina"], 1),
    q(
      "A vacina antirrábica em cães e gatos deve ser reforçada:",
      ["Nunca", "Anualmente", "A cada dez anos", "Só na primeira consulta"],
      2,
    ),
    q(
      "Qual o principal sinal de desidratação na avaliação clínica?",
      ["Turgor cutâneo diminuído", "Pelos brilhantes", "Mucosas úmidas", "Aumento do apetite"],
      1,
    ),
  ],
  farmacia: [
    q(
      "A farmacovigilância se ocupa principalmente de:",
      [
        "Preço dos medicamentos",
        "Eventos adversos a medicamentos",
        "Marketing farmacêutico",
        "Logística de entrega",
      ],
      2,
    ),
    q(
      "Qual via de administração não sofre efeito de primeira passagem hepática?",
      ["Oral", "Intravenosa", "Retal alta", "Sublingual deglutida"],
      2,
    ),
    q(
      "A conciliação medicamentosa consiste em:",
      [
        "Comparar os medicamentos em uso com os prescritos em cada transição do cuidado",
        "Trocar a marca do medicamento",
        "Vender medicamentos em conjunto",
        "Dispensar sem receita",
      ],
      1,
    ),
    q(
      "Meia-vida de um fármaco é o tempo para:",
      [
        "A dose acabar",
        "A concentração plasmática cair à metade",
        "O efeito começar",
        "O fármaco ser absorvido",
      ],
      2,
    ),
  ],
  nutricao: [
    q(
      "Qual o índice de massa corporal considerado eutrófico para adultos?",
      ["16,0 a 17,9", "18,5 a 24,9", "25,0 a 29,9", "30,0 a 34,9"],
      2,
    ),
    q(
      "Qual nutriente fornece cerca de 9 kcal por grama?",
      ["Carboidrato", "Proteína", "Gordura", "Fibra"],
      3,
    ),
    q(
      "A terapia nutricional enteral é feita por:",
      [
        "Via venosa central",
        "Sonda ou via oral com fórmula no trato digestivo",
        "Via intramuscular",
        "Via cutânea",
      ],
      2,
    ),
    q(
      "Qual vitamina é sintetizada na pele com exposição solar?",
      ["Vitamina C", "Vitamina B12", "Vitamina D", "Vitamina K"],
      3,
    ),
  ],
  enfermagem: [
    q(
      "Qual escala avalia o risco de lesão por pressão?",
      ["Escala de Braden", "Escala de Glasgow", "Escala de Morse", "Escala de Ramsay"],
      1,
    ),
    q(
      "A higienização das mãos deve ocorrer:",
      [
        "Só ao fim do plantão",
        "Antes e depois do contato com o paciente",
        "Apenas com luvas",
        "Só quando houver sujeira visível",
      ],
      2,
    ),
    q(
      "Qual escala avalia o risco de queda?",
      ["Escala de Morse", "Escala de Apgar", "Escala de Borg", "Escala de Braden"],
      1,
    ),
    q(
      "Na administração de medicamentos, os “certos” incluem:",
      [
        "Paciente, medicamento, dose, via e horário certos",
        "Apenas o medicamento certo",
        "Somente a dose certa",
        "A embalagem certa",
      ],
      1,
    ),
  ],
  fisioterapia: [
    q(
      "A escala de Borg mede:",
      ["Percepção de esforço", "Nível de consciência", "Risco de queda", "Dor neuropática"],
      1,
    ),
    q(
      "Qual técnica ajuda a remover secreção das vias aéreas?",
      ["Drenagem postural", "Crioterapia", "Bandagem elástica", "Alongamento passivo"],
      1,
    ),
    q(
      "Na mobilização precoce em UTI, o objetivo principal é:",
      [
        "Prevenir a fraqueza adquirida",
        "Aumentar o tempo de internação",
        "Substituir a sedação",
        "Evitar a alta",
      ],
      1,
    ),
    q(
      "O teste de caminhada de seis minutos avalia:",
      [
        "Capacidade funcional ao exercício",
        "Força de preensão",
        "Equilíbrio estático",
        "Amplitude de movimento",
      ],
      1,
    ),
  ],
  "educacao-fisica": [
    q(
      "A frequência cardíaca máxima estimada é comumente calculada como:",
      ["220 menos a idade", "180 mais a idade", "100 vezes a idade", "Idade dividida por dois"],
      1,
    ),
    q(
      "O princípio da sobrecarga progressiva diz que:",
      [
        "A carga deve aumentar gradualmente",
        "A carga deve ser sempre a mesma",
        "O descanso é dispensável",
        "Só se treina uma vez por mês",
      ],
      1,
    ),
    q(
      "Qual sistema energético predomina em esforços de até 10 segundos?",
      ["Aeróbio", "ATP-CP (fosfagênio)", "Oxidação de gorduras", "Glicólise lenta"],
      2,
    ),
    q(
      "Qual a recomendação mínima semanal de atividade aeróbia moderada para adultos?",
      ["30 minutos", "150 minutos", "600 minutos", "10 minutos"],
      2,
    ),
  ],
  preparatorios: [
    q(
      "O Sistema Único de Saúde foi instituído pela:",
      ["Constituição de 1988", "Constituição de 1946", "Lei Áurea", "Constituição de 1967"],
      1,
    ),
    q(
      "Qual destes é um princípio doutrinário do SUS?",
      ["Universalidade", "Privatização", "Exclusividade", "Seletividade"],
      1,
    ),
    q(
      "A Lei 8.080/1990 dispõe sobre:",
      [
        "As condições para a promoção, proteção e recuperação da saúde",
        "O código de trânsito",
        "O direito do consumidor",
        "A reforma tributária",
      ],
      1,
    ),
    q(
      "A participação da comunidade no SUS se dá pelos:",
      ["Conselhos e conferências de saúde", "Planos privados", "Conselhos de classe", "Tribunais de contas"],
      1,
    ),
  ],
  geral: [
    q(
      "A Lei Geral de Proteção de Dados classifica dados de saúde como:",
      ["Dados públicos", "Dados pessoais sensíveis", "Dados anônimos", "Dados comerciais"],
      2,
    ),
    q(
      "A prática baseada em evidências combina:",
      [
        "Melhor evidência, experiência clínica e preferências do paciente",
        "Apenas a opinião do especialista",
        "Somente protocolos antigos",
        "A tradição do serviço",
      ],
      1,
    ),
    q(
      "O consentimento livre e esclarecido deve ser:",
      [
        "Obtido antes do procedimento",
        "Obtido depois do procedimento",
        "Dispensado sempre",
        "Dado pelo profissional",
      ],
      1,
    ),
    q(
      "Qual destes é um dos objetivos da segurança do paciente?",
      [
        "Identificar corretamente o paciente",
        "Reduzir o número de consultas",
        "Aumentar o tempo de espera",
        "Evitar registros",
      ],
      1,
    ),
  ],
};
