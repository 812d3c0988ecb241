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
  /** Spec §3 whatsAppSetting: areaCode is the country calling code, phone DDD + 9 digits. */
  whatsApp?: { areaCode: string; phone: string; message: string };
  /** Spec §3 institution settings: pages marked noindex,nofollow; a Google tag id loaded on its page. */
  useNoindexNofollow?: boolean;
  trackingCode?: string;
}

export const institutionSeeds: readonly InstitutionSeed[] = [
  {
    alias: "abramede",
    initials: "ABRAMEDE",
    title: "Associação Brasileira de Medicina de Emergência",
    description:
      "Sociedade de especialidade que reúne emergencistas de todo o Brasil e forma equipes para a sala vermelha.",
    color: "#C0392B",
    whatsApp: {
      areaCode: "55",
      phone: "11987654321",
      message: "Olá! Quero saber mais sobre os cursos da ABRAMEDE.",
    },
  },
  {
    alias: "hcfmusp",
    initials: "HCFMUSP",
    title: "Hospital das Clínicas da FMUSP",
    description:
      "Complexo hospitalar de ensino da Faculdade de Medicina da USP, referência em terapia intensiva e especialidades.",
    color: "#1F4E79",
  },
  {
    alias: "dbt-brasil",
    initials: "DBT",
    title: "DBT Brasil",
    description:
      "Formação em Terapia Comportamental Dialética com supervisão clínica e materiais traduzidos.",
    color: "#6C3483",
    whatsApp: { areaCode: "55", phone: "21998765432", message: "Olá! Tenho interesse na formação em DBT." },
  },
  {
    alias: "ibcmed",
    initials: "IBCMED",
    title: "Instituto Brasileiro de Ciências Médicas",
    description: "Cursos de atualização e preparatórios para residência, Revalida e títulos de especialista.",
    color: "#117864",
  },
  {
    alias: "asqmind",
    initials: "ASQ",
    title: "ASQMind — Saúde Mental Baseada em Evidências",
    description:
      "Programas em psicologia clínica, psiquiatria e neuropsicologia com professores pesquisadores.",
    color: "#2E86C1",
    trackingCode: "G-ASQM1ND2026",
  },
  {
    alias: "bipp",
    initials: "BIPP",
    title: "BIPP — Instituto de Psicologia e Psicoterapia",
    description: "Instituto de ensino em psicoterapias cognitivas e comportamentais.",
    color: "#AF601A",
  },
  {
    alias: "terzius",
    initials: "TZ",
    title: "Terzius Educação Veterinária",
    description: "Educação continuada para médicos-veterinários de pequenos animais.",
    color: "#1E8449",
    useNoindexNofollow: true,
  },
  {
    alias: "vv-academy",
    initials: "VV",
    title: "VV Academy",
    description: "Cursos práticos de anestesia e cirurgia veterinária com casos reais.",
    color: "#7D3C98",
  },
];

export interface AuthorSeed {
  name: string;
  bio: string;
}

export const authorSeeds: readonly AuthorSeed[] = [
  {
    name: "Dra. Helena Duarte",
    bio: "Médica intensivista, coordenadora de UTI adulto e instrutora de ventilação mecânica.",
  },
  {
    name: "Dr. Ricardo Menezes",
    bio: "Emergencista, diretor de ensino em medicina de emergência e instrutor de ACLS.",
  },
  { name: "Dra. Camila Rocha", bio: "Cardiologista com doutorado em ecocardiografia e arritmias." },
  { name: "Dr. Paulo Teixeira", bio: "Pediatra neonatologista, preceptor de residência médica." },
  {
    name: "Dra. Marina Albuquerque",
    bio: "Psicóloga clínica, mestre em psicologia e terapeuta cognitivo-comportamental certificada.",
  },
  {
    name: "Dr. Fernando Lacerda",
    bio: "Psiquiatra, pesquisador em transtornos do humor e psicofarmacologia.",
  },
  {
    name: "Dra. Juliana Prado",
    bio: "Terapeuta DBT certificada, supervisora clínica e tradutora de manuais de DBT.",
  },
  {
    name: "Dr. Gustavo Ribeiro",
    bio: "Neuropsicólogo, especialista em avaliação cognitiva de adultos e idosos.",
  },
  { name: "Dra. Beatriz Nogueira", bio: "Médica-veterinária, mestre em clínica médica de pequenos animais." },
  { name: "Dr. Tiago Fontes", bio: "Médico-veterinário anestesiologista, professor de anestesia regional." },
  { name: "Dra. Larissa Campos", bio: "Farmacêutica clínica hospitalar, especialista em farmacoterapia." },
  { name: "Dra. Patrícia Moura", bio: "Nutricionista clínica e esportiva, doutora em ciências da nutrição." },
  { name: "Enf. Rafael Souza", bio: "Enfermeiro intensivista, especialista em estomaterapia e curativos." },
  {
    name: "Dra. Aline Martins",
    bio: "Fisioterapeuta respiratória, especialista em ventilação não invasiva.",
  },
  {
    name: "Prof. Diego Carvalho",
    bio: "Profissional de educação física, mestre em fisiologia do exercício.",
  },
  {
    name: "Dr. Eduardo Vasconcelos",
    bio: "Ginecologista e obstetra, coordenador de curso preparatório para residência.",
  },
  { name: "Dra. Sofia Barreto", bio: "Gestora em saúde, doutora em saúde coletiva." },
  { name: "Dr. André Siqueira", bio: "Médico ultrassonografista, instrutor de POCUS na emergência." },
];

export { courseSeeds, type CourseSeed } from "./courses/index.ts";

/** Courses seeded inactive: their page shows the course-inactive view, and search and the sitemap leave them out. */
export const retiredCourses: ReadonlySet<string> = new Set(["reabilitacao-pos-covid"]);

/** The marketplace's social profiles, shown in the footer (spec §2). */
export const marketplaceSocialLinks = [
  { network: "instagram", url: "https://www.instagram.com/sabia.educacao" },
  { network: "facebook", url: "https://www.facebook.com/sabia.educacao" },
  { network: "linkedin", url: "https://www.linkedin.com/company/sabia-educacao" },
  { network: "youtube", url: "https://www.youtube.com/@sabia.educacao" },
] as const;

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
