/** Demo catalogue of the seed (DESIGN.md §1): areas of spec §1 with categories, partner institutions, authors. */
export interface AreaSeed {
  name: string;
  slug: string;
  categories: ReadonlyArray<readonly [slug: string, name: string]>;
}

export const areaSeeds: readonly AreaSeed[] = [
  {
    name: "Medicina",
    slug: "medicina",
    categories: [
      ["uti-terapia-intensiva", "UTI e Terapia Intensiva"],
      ["medicina-de-emergencia", "Medicina de Emergência"],
      ["cardiologia", "Cardiologia"],
      ["pediatria", "Pediatria"],
      ["ultrassonografia", "Ultrassonografia Point-of-Care"],
      ["dermatologia", "Dermatologia"],
    ],
  },
  {
    name: "Saúde Mental",
    slug: "saude-mental",
    categories: [
      ["psicologia-clinica", "Psicologia Clínica"],
      ["psiquiatria", "Psiquiatria"],
      ["terapia-cognitivo-comportamental", "Terapia Cognitivo-Comportamental"],
      ["terapia-comportamental-dialetica", "Terapia Comportamental Dialética (DBT)"],
      ["neuropsicologia", "Neuropsicologia"],
    ],
  },
  {
    name: "Veterinária",
    slug: "veterinaria",
    categories: [
      ["clinica-de-pequenos-animais", "Clínica de Pequenos Animais"],
      ["anestesiologia-veterinaria", "Anestesiologia Veterinária"],
      ["cirurgia-veterinaria", "Cirurgia Veterinária"],
    ],
  },
  {
    name: "Farmácia",
    slug: "farmacia",
    categories: [
      ["farmacia-clinica", "Farmácia Clínica"],
      ["farmacologia", "Farmacologia"],
      ["farmacia-hospitalar", "Farmácia Hospitalar"],
    ],
  },
  {
    name: "Nutrição",
    slug: "nutricao",
    categories: [
      ["nutricao-clinica", "Nutrição Clínica"],
      ["nutricao-esportiva", "Nutrição Esportiva"],
      ["nutricao-materno-infantil", "Nutrição Materno-Infantil"],
    ],
  },
  {
    name: "Enfermagem",
    slug: "enfermagem",
    categories: [
      ["enfermagem-em-uti", "Enfermagem em UTI"],
      ["urgencia-e-emergencia", "Urgência e Emergência"],
      ["feridas-e-curativos", "Feridas e Curativos"],
    ],
  },
  {
    name: "Fisioterapia",
    slug: "fisioterapia",
    categories: [
      ["fisioterapia-respiratoria", "Fisioterapia Respiratória"],
      ["fisioterapia-ortopedica", "Fisioterapia Ortopédica"],
      ["pilates-clinico", "Pilates Clínico"],
    ],
  },
  {
    name: "Educação Física",
    slug: "educacao-fisica",
    categories: [
      ["treinamento-funcional", "Treinamento Funcional"],
      ["fisiologia-do-exercicio", "Fisiologia do Exercício"],
    ],
  },
  {
    name: "Preparatórios",
    slug: "preparatorios",
    categories: [
      ["residencia-medica", "Residência Médica"],
      ["ginecologia-obstetricia", "Ginecologia e Obstetrícia"],
      ["revalida", "Revalida"],
      ["titulo-de-especialista", "Título de Especialista"],
    ],
  },
  {
    name: "Geral",
    slug: "geral",
    categories: [
      ["gestao-em-saude", "Gestão em Saúde"],
      ["metodologia-cientifica", "Metodologia Científica"],
      ["comunicacao-em-saude", "Comunicação em Saúde"],
    ],
  },
];

export interface InstitutionSeed {
  alias: string;
  initials: string;
  title: string;
  description: string;
  color: string;
  whatsApp?: { areaCode: string; phone: string; message: string };
}

export const institutionSeeds: readonly InstitutionSeed[] = [
  { alias: "abramede", initials: "ABRAMEDE", title: "Associação Brasileira de Medicina de Emergência", description: "Sociedade de especialidade que reúne emergencistas de todo o Brasil e forma equipes para a sala vermelha.", color: "#C0392B", whatsApp: { areaCode: "11", phone: "11987654321", message: "Olá! Quero saber mais sobre os cursos da ABRAMEDE." } },
  { alias: "hcfmusp", initials: "HCFMUSP", title: "Hospital das Clínicas da FMUSP", description: "Complexo hospitalar de ensino da Faculdade de Medicina da USP, referência em terapia intensiva e especialidades.", color: "#1F4E79" },
  { alias: "dbt-brasil", initials: "DBT", title: "DBT Brasil", description: "Formação em Terapia Comportamental Dialética com supervisão clínica e materiais traduzidos.", color: "#6C3483", whatsApp: { areaCode: "21", phone: "21998765432", message: "Olá! Tenho interesse na formação em DBT." } },
  { alias: "ibcmed", initials: "IBCMED", title: "Instituto Brasileiro de Ciências Médicas", description: "Cursos de atualização e preparatórios para residência, Revalida e títulos de especialista.", color: "#117864" },
  { alias: "asqmind", initials: "ASQ", title: "ASQMind — Saúde Mental Baseada em Evidências", description: "Programas em psicologia clínica, psiquiatria e neuropsicologia com professores pesquisadores.", color: "#2E86C1" },
  { alias: "bipp", initials: "BIPP", title: "BIPP — Instituto de Psicologia e Psicoterapia", description: "Instituto de ensino em psicoterapias cognitivas e comportamentais.", color: "#AF601A" },
  { alias: "terzius", initials: "TZ", title: "Terzius Educação Veterinária", description: "Educação continuada para médicos-veterinários de pequenos animais.", color: "#1E8449" },
  { alias: "vv-academy", initials: "VV", title: "VV Academy", description: "Cursos práticos de anestesia e cirurgia veterinária com casos reais.", color: "#7D3C98" },
];

export interface AuthorSeed {
  name: string;
  bio: string;
}

export const authorSeeds: readonly AuthorSeed[] = [
  { name: "Dra. Helena Duarte", bio: "Médica intensivista, coordenadora de UTI adulto e instrutora de ventilação mecânica." },
  { name: "Dr. Ricardo Menezes", bio: "Emergencista, diretor de ensino em medicina de emergência e instrutor de ACLS." },
  { name: "Dra. Camila Rocha", bio: "Cardiologista com doutorado em ecocardiografia e arritmias." },
  { name: "Dr. Paulo Teixeira", bio: "Pediatra neonatologista, preceptor de residência médica." },
  { name: "Dra. Marina Albuquerque", bio: "Psicóloga clínica, mestre em psicologia e terapeuta cognitivo-comportamental certificada." },
  { name: "Dr. Fernando Lacerda", bio: "Psiquiatra, pesquisador em transtornos do humor e psicofarmacologia." },
  { name: "Dra. Juliana Prado", bio: "Terapeuta DBT certificada, supervisora clínica e tradutora de manuais de DBT." },
  { name: "Dr. Gustavo Ribeiro", bio: "Neuropsicólogo, especialista em avaliação cognitiva de adultos e idosos." },
  { name: "Dra. Beatriz Nogueira", bio: "Médica-veterinária, mestre em clínica médica de pequenos animais." },
  { name: "Dr. Tiago Fontes", bio: "Médico-veterinário anestesiologista, professor de anestesia regional." },
  { name: "Dra. Larissa Campos", bio: "Farmacêutica clínica hospitalar, especialista em farmacoterapia." },
  { name: "Dra. Patrícia Moura", bio: "Nutricionista clínica e esportiva, doutora em ciências da nutrição." },
  { name: "Enf. Rafael Souza", bio: "Enfermeiro intensivista, especialista em estomaterapia e curativos." },
  { name: "Dra. Aline Martins", bio: "Fisioterapeuta respiratória, especialista em ventilação não invasiva." },
  { name: "Prof. Diego Carvalho", bio: "Profissional de educação física, mestre em fisiologia do exercício." },
  { name: "Dr. Eduardo Vasconcelos", bio: "Ginecologista e obstetra, coordenador de curso preparatório para residência." },
  { name: "Dra. Sofia Barreto", bio: "Gestora em saúde, doutora em saúde coletiva." },
  { name: "Dr. André Siqueira", bio: "Médico ultrassonografista, instrutor de POCUS na emergência." },
];

/** Demo course: [name, area, category, institution alias (or null for Sabiá's own), owner model, price, discount %, keywords, authors]. */
export type CourseSeed = readonly [
  name: string,
  area: string,
  category: string,
  institution: string | null,
  ownerModel: 1 | 2 | 3 | 4,
  price: number,
  discount: number,
  keywords: string,
  authors: readonly number[],
];

export const courseSeeds: readonly CourseSeed[] = [
  ["UTI Online 2ª Edição", "medicina", "uti-terapia-intensiva", "hcfmusp", 3, 3490, 20, "terapia intensiva, ventilação mecânica, sepse, choque", [0, 13]],
  ["Ventilação Mecânica na Prática", "medicina", "uti-terapia-intensiva", "hcfmusp", 3, 1290, 15, "ventilação, respirador, SDRA", [0]],
  ["Sepse e Choque Séptico", "medicina", "uti-terapia-intensiva", null, 1, 590, 0, "sepse, antibióticos, vasopressores", [0]],
  ["Medicina de Emergência: Sala Vermelha", "medicina", "medicina-de-emergencia", "abramede", 4, 2190, 25, "emergência, reanimação, trauma", [1]],
  ["ACLS: Suporte Avançado de Vida em Cardiologia", "medicina", "medicina-de-emergencia", "abramede", 3, 990, 10, "parada cardíaca, RCP, desfibrilação", [1, 2]],
  ["Via Aérea Difícil", "medicina", "medicina-de-emergencia", "abramede", 2, 790, 0, "intubação, via aérea, sequência rápida", [1]],
  ["Eletrocardiograma Descomplicado", "medicina", "cardiologia", null, 1, 390, 30, "ECG, arritmias, eletrocardiografia", [2]],
  ["Insuficiência Cardíaca: do Diagnóstico ao Tratamento", "medicina", "cardiologia", "hcfmusp", 3, 890, 0, "cardiologia, insuficiência cardíaca", [2]],
  ["Emergências Pediátricas", "medicina", "pediatria", "ibcmed", 2, 690, 15, "pediatria, urgência, criança", [3]],
  ["Neonatologia Essencial", "medicina", "pediatria", "hcfmusp", 3, 1190, 0, "recém-nascido, neonatologia, reanimação neonatal", [3]],
  ["POCUS: Ultrassom à Beira do Leito", "medicina", "ultrassonografia", "abramede", 4, 1890, 20, "ultrassom, ecografia, POCUS", [17]],
  ["Dermatologia para o Clínico", "medicina", "dermatologia", "ibcmed", 2, 490, 0, "pele, lesões, dermatoses", [3]],
  ["Psicologia Clínica na Prática", "saude-mental", "psicologia-clinica", "asqmind", 3, 1490, 20, "psicoterapia, atendimento clínico, psicologia", [4]],
  ["Saúde Mental na Atenção Primária", "saude-mental", "psicologia-clinica", null, 1, 290, 0, "saúde mental, atenção básica, ansiedade, depressão", [4, 5]],
  ["Avaliação Psicológica e Laudos", "saude-mental", "psicologia-clinica", "asqmind", 3, 990, 10, "avaliação psicológica, testes, laudo", [4]],
  ["Psicopatologia Descritiva", "saude-mental", "psiquiatria", "asqmind", 2, 790, 0, "psicopatologia, sintomas, exame psíquico", [5]],
  ["Psicofarmacologia Clínica", "saude-mental", "psiquiatria", "hcfmusp", 3, 1290, 15, "antidepressivos, antipsicóticos, psicofármacos", [5]],
  ["Transtornos de Ansiedade", "saude-mental", "psiquiatria", null, 1, 490, 25, "ansiedade, pânico, fobias", [5, 4]],
  ["Formação em Terapia Cognitivo-Comportamental", "saude-mental", "terapia-cognitivo-comportamental", "bipp", 3, 3990, 30, "TCC, reestruturação cognitiva, psicoterapia", [4]],
  ["TCC para Depressão", "saude-mental", "terapia-cognitivo-comportamental", "bipp", 3, 890, 0, "depressão, ativação comportamental", [4]],
  ["TCC na Infância e Adolescência", "saude-mental", "terapia-cognitivo-comportamental", "bipp", 4, 1090, 10, "crianças, adolescentes, TCC infantil", [4]],
  ["DBT Intensivo: Formação Completa", "saude-mental", "terapia-comportamental-dialetica", "dbt-brasil", 3, 4890, 15, "DBT, regulação emocional, borderline", [6]],
  ["Habilidades DBT para Terapeutas", "saude-mental", "terapia-comportamental-dialetica", "dbt-brasil", 3, 1290, 0, "mindfulness, tolerância ao mal-estar, DBT", [6]],
  ["Manejo do Risco de Suicídio", "saude-mental", "terapia-comportamental-dialetica", "dbt-brasil", 4, 690, 0, "suicídio, crise, prevenção", [6, 5]],
  ["Neuropsicologia do Envelhecimento", "saude-mental", "neuropsicologia", "asqmind", 2, 1190, 20, "demência, memória, idoso", [7]],
  ["Avaliação Neuropsicológica", "saude-mental", "neuropsicologia", "asqmind", 3, 1590, 0, "testes cognitivos, funções executivas", [7]],
  ["Clínica Médica de Cães e Gatos", "veterinaria", "clinica-de-pequenos-animais", "terzius", 3, 1690, 20, "cães, gatos, clínica veterinária", [8]],
  ["Dermatologia Veterinária", "veterinaria", "clinica-de-pequenos-animais", "terzius", 3, 890, 0, "pele, alergias, pequenos animais", [8]],
  ["Emergências em Pequenos Animais", "veterinaria", "clinica-de-pequenos-animais", "vv-academy", 4, 1290, 10, "emergência veterinária, trauma, choque", [8, 9]],
  ["Anestesia Locorregional em Cães", "veterinaria", "anestesiologia-veterinaria", "vv-academy", 3, 1490, 15, "bloqueios, anestesia regional", [9]],
  ["Monitoração Anestésica Veterinária", "veterinaria", "anestesiologia-veterinaria", "vv-academy", 2, 790, 0, "monitoração, capnografia, anestesia", [9]],
  ["Cirurgia de Tecidos Moles", "veterinaria", "cirurgia-veterinaria", "terzius", 3, 1990, 25, "cirurgia, suturas, tecidos moles", [8]],
  ["Farmácia Clínica Hospitalar", "farmacia", "farmacia-clinica", "hcfmusp", 3, 1190, 10, "farmácia clínica, conciliação medicamentosa", [10]],
  ["Interações Medicamentosas", "farmacia", "farmacologia", null, 1, 390, 0, "interações, farmacocinética", [10]],
  ["Farmacologia dos Antimicrobianos", "farmacia", "farmacologia", "ibcmed", 2, 590, 20, "antibióticos, resistência bacteriana", [10, 0]],
  ["Gestão da Farmácia Hospitalar", "farmacia", "farmacia-hospitalar", null, 1, 690, 0, "estoque, padronização, farmácia hospitalar", [10, 16]],
  ["Nutrição Clínica no Paciente Crítico", "nutricao", "nutricao-clinica", "hcfmusp", 3, 990, 15, "terapia nutricional, UTI, enteral", [11, 0]],
  ["Nutrição Esportiva Aplicada", "nutricao", "nutricao-esportiva", null, 1, 590, 30, "suplementação, desempenho, atleta", [11]],
  ["Nutrição na Gestação e Lactação", "nutricao", "nutricao-materno-infantil", "ibcmed", 2, 490, 0, "gestante, amamentação, nutrição infantil", [11]],
  ["Obesidade e Síndrome Metabólica", "nutricao", "nutricao-clinica", null, 1, 690, 10, "obesidade, diabetes, dieta", [11]],
  ["Enfermagem em Terapia Intensiva", "enfermagem", "enfermagem-em-uti", "hcfmusp", 3, 1290, 20, "UTI, cuidados intensivos, enfermagem", [12, 0]],
  ["Urgência e Emergência para Enfermeiros", "enfermagem", "urgencia-e-emergencia", "abramede", 4, 890, 0, "triagem, classificação de risco, emergência", [12, 1]],
  ["Tratamento de Feridas e Coberturas", "enfermagem", "feridas-e-curativos", null, 1, 490, 25, "curativos, lesão por pressão, coberturas", [12]],
  ["Estomaterapia Básica", "enfermagem", "feridas-e-curativos", "ibcmed", 2, 690, 0, "estomas, feridas crônicas", [12]],
  ["Fisioterapia Respiratória na UTI", "fisioterapia", "fisioterapia-respiratoria", "hcfmusp", 3, 1090, 15, "ventilação não invasiva, desmame", [13, 0]],
  ["Reabilitação Pós-COVID", "fisioterapia", "fisioterapia-respiratoria", null, 1, 390, 40, "reabilitação pulmonar, covid longa", [13]],
  ["Fisioterapia no Joelho e Quadril", "fisioterapia", "fisioterapia-ortopedica", "ibcmed", 2, 790, 0, "ortopedia, LCA, artrose", [13]],
  ["Pilates Clínico para Coluna", "fisioterapia", "pilates-clinico", null, 1, 590, 20, "pilates, lombalgia, coluna", [13, 14]],
  ["Treinamento Funcional para Idosos", "educacao-fisica", "treinamento-funcional", null, 1, 390, 0, "idosos, funcionalidade, força", [14]],
  ["Periodização do Treinamento de Força", "educacao-fisica", "treinamento-funcional", "ibcmed", 2, 490, 15, "força, hipertrofia, periodização", [14]],
  ["Fisiologia do Exercício Aplicada", "educacao-fisica", "fisiologia-do-exercicio", null, 1, 690, 10, "VO2, metabolismo, exercício", [14, 11]],
  ["Preparatório Residência Médica R1", "preparatorios", "residencia-medica", "ibcmed", 2, 4990, 30, "residência, provas, R1, questões", [15, 1, 3]],
  ["Revisão Intensiva para Residência", "preparatorios", "residencia-medica", "ibcmed", 2, 1990, 20, "revisão, questões comentadas", [15]],
  ["Ginecologia e Obstetrícia para Provas", "preparatorios", "ginecologia-obstetricia", "ibcmed", 2, 1490, 15, "ginecologia, obstetrícia, pré-natal", [15]],
  ["Obstetrícia de Alto Risco", "preparatorios", "ginecologia-obstetricia", "hcfmusp", 3, 1290, 0, "pré-eclâmpsia, gestação de alto risco", [15]],
  ["Revalida: Primeira Etapa", "preparatorios", "revalida", "ibcmed", 2, 2490, 25, "revalida, médicos formados no exterior", [15, 1]],
  ["Revalida: Prova de Habilidades Clínicas", "preparatorios", "revalida", "ibcmed", 2, 2990, 10, "estações práticas, checklist, revalida", [15, 1]],
  ["Título de Especialista em Medicina Intensiva", "preparatorios", "titulo-de-especialista", "hcfmusp", 3, 2190, 0, "TEMI, prova de título, terapia intensiva", [0]],
  ["Título de Especialista em Emergência", "preparatorios", "titulo-de-especialista", "abramede", 4, 2390, 20, "prova de título, emergência", [1]],
  ["Gestão de Clínicas e Consultórios", "geral", "gestao-em-saude", null, 1, 490, 0, "gestão, empreendedorismo, consultório", [16]],
  ["Qualidade e Segurança do Paciente", "geral", "gestao-em-saude", "hcfmusp", 3, 690, 15, "segurança do paciente, acreditação", [16, 12]],
  ["Metodologia Científica para Profissionais de Saúde", "geral", "metodologia-cientifica", null, 1, 290, 0, "pesquisa, artigo científico, estatística", [16]],
  ["Leitura Crítica de Artigos", "geral", "metodologia-cientifica", "asqmind", 2, 390, 20, "medicina baseada em evidências, revisão sistemática", [16, 7]],
  ["Comunicação de Más Notícias", "geral", "comunicacao-em-saude", null, 1, 190, 0, "comunicação, protocolo SPIKES, cuidados paliativos", [16, 4]],
  ["Cuidados Paliativos", "geral", "comunicacao-em-saude", "hcfmusp", 3, 890, 10, "paliativos, controle de sintomas, fim de vida", [0, 16]],
];

export const moduleTopics: readonly string[] = [
  "Fundamentos",
  "Avaliação inicial",
  "Diagnóstico",
  "Condutas e protocolos",
  "Casos clínicos comentados",
  "Situações especiais",
  "Atualizações e evidências",
  "Revisão e avaliação final",
];

export const lessonTopics: readonly string[] = [
  "Apresentação do módulo",
  "Conceitos essenciais",
  "Fisiopatologia",
  "Abordagem passo a passo",
  "Erros mais comuns",
  "Discussão de caso",
  "Material complementar",
];
