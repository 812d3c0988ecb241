import { http, HttpResponse } from "msw";
import type { Course, SearchResult } from "#src/services/api/catalog-schemas.ts";
import type { Person } from "#src/services/api/users-api.ts";

/** MSW handlers for the subscription service (catalogue and users lookups), answering like the reference API. */
export const personFixture: Person = {
  cpf: "52998224725",
  name: "Ana Lúcia Moreira",
  email: "aluno@sabia.dev",
  cellphone: "51999887766",
  personAddress: { postalCode: "90010000", city: "Porto Alegre", state: "RS" },
  integrateModuleId: null,
};

export const courseFixture: Course = {
  id: 1,
  name: "UTI Online 2ª Edição",
  friendlyUrl: "uti-online-2-edicao",
  image: { type: 2, url: "/api/media/course/uti-online-2-edicao/2.svg", alt: "UTI Online 2ª Edição" },
  institution: {
    id: 3,
    initials: "HCFMUSP",
    title: "Hospital das Clínicas da FMUSP",
    friendlyUrl: "hcfmusp",
    logo: "/api/media/institution/hcfmusp.svg",
  },
  courseArea: { id: 1, name: "Medicina", friendlyURL: "cursos-medicina" },
  category: {
    id: 1,
    name: "UTI e Terapia Intensiva",
    friendlyURL: "uti-terapia-intensiva",
    courseAreaFriendlyURL: "cursos-medicina",
  },
  oldPrice: 3490,
  newPrice: 2792,
  discountPercentage: 20,
  installments: 12,
  installmentValue: 232.67,
  score: 4.8,
  contentAndCertificationOwner: 3,
  loadHours: 60,
  releaseDate: "2026-03-01",
  content: "Curso online de terapia intensiva.",
  courseContent: "Fundamentos\nVentilação mecânica",
  authors: [
    {
      id: 1,
      name: "Dra. Helena Duarte",
      friendlyUrl: "dra-helena-duarte",
      bio: "Intensivista.",
      image: null,
    },
  ],
  modules: [
    {
      id: 1,
      title: "Módulo 1 — Fundamentos",
      lessons: [{ id: 1, title: "Apresentação do módulo", durationMinutes: 12, free: true, videoUrl: null }],
    },
  ],
  lessons: 1,
  ratingCount: 212,
  students: 1_480,
  videoDuration: 12,
  accessPeriod: 12,
  keywords: ["terapia intensiva"],
  lastContentUpdate: "2026-07-01",
  legacyProductNumber: "2001",
  images: [{ type: 9, url: "/api/media/course/uti-online-2-edicao/9.svg", alt: "UTI Online 2ª Edição" }],
  logos: [],
  mediaHeader: { type: 1, url: "/api/media/course/uti-online-2-edicao/9.svg", alt: "UTI Online 2ª Edição" },
  active: true,
};

const problem = (status: number, detail: string) =>
  HttpResponse.json(
    {
      type:
        status === 404
          ? "https://sabia.dev/problems/not-found"
          : "https://sabia.dev/problems/service-unavailable",
      status,
      title: "x",
      detail,
    },
    { status, headers: { "Content-Type": "application/problem+json" } },
  );

export function subscriptionHandlers(origin: string) {
  const base = `${origin}/api/subscription`;
  return [
    http.get(`${base}/users/person/registration`, ({ request }) =>
      new URL(request.url).searchParams.get("cpf") === personFixture.cpf
        ? HttpResponse.json({ registered: true, maskedEmail: "a***@s***.dev" })
        : HttpResponse.json({ registered: false, maskedEmail: null }),
    ),
    // A record needs a token (issue 25): the fixture is the token's own person.
    http.get(`${base}/users/person/:cpf`, ({ params, request }) =>
      !request.headers.get("authorization")?.startsWith("Bearer ")
        ? HttpResponse.json(
            {
              type: "https://sabia.dev/problems/unauthorized",
              status: 401,
              title: "Unauthorized",
              detail: "Sign in.",
            },
            { status: 401, headers: { "Content-Type": "application/problem+json" } },
          )
        : params.cpf === personFixture.cpf
          ? HttpResponse.json(personFixture)
          : problem(404, "No person has this CPF."),
    ),
    http.get(`${base}/postalcode/locality`, ({ request }) =>
      new URL(request.url).searchParams.get("postalCode") === "01310-100"
        ? HttpResponse.json({
            postalCode: "01310100",
            state: "SP",
            city: "São Paulo",
            street: "Avenida Paulista",
            neighborhood: "Bela Vista",
          })
        : problem(404, "No locality."),
    ),
    http.post(`${base}/users/linx-getcustomer`, () => problem(404, "GetCustomer not found.")),
    http.get(`${base}/courses/by-friendly-url`, ({ request }) =>
      new URL(request.url).searchParams.get("friendlyUrl") === courseFixture.friendlyUrl
        ? HttpResponse.json(courseFixture)
        : problem(404, "No course."),
    ),
    http.get(`${base}/courses/search`, () =>
      HttpResponse.json({
        courses: [courseFixture],
        totalPages: 1,
        resultsFound: 1,
        page: 1,
        itemsPerPage: 8,
      } satisfies SearchResult),
    ),
  ];
}
