import { sql } from "drizzle-orm";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useLoaderApi } from "./loader-test-api.ts";
import { queryRows } from "#server/db/database.ts";
import type { CertificateCheck } from "../services/api/student-exam-api.ts";
import { I18nProvider } from "../i18n/react.ts";
import { resourcesFor } from "../i18n/resources.server.ts";
import { createTranslator } from "../i18n/translator.ts";
import { CertificateCheckView } from "../views/certificate/certificate-check.view.tsx";
import { loader } from "./certificate.route.tsx";

/** /certificado/{code} (issue 32): its loader against the real API (seeded database), and what the page says. */
const api = useLoaderApi();

interface Loaded {
  status: number;
  check: CertificateCheck | null;
}
const load = async (code: string): Promise<Loaded> => {
  const request = new Request(`http://localhost/certificado/${code}`);
  const result = (await loader({ request, params: { code }, context: {} } as never)) as unknown as
    | { type: "DataWithResponseInit"; data: { check: null }; init: { status: number } }
    | { check: CertificateCheck };
  return "type" in result
    ? { status: result.init.status, check: result.data.check }
    : { status: 200, check: result.check };
};
const page = (check: CertificateCheck | null, language: "pt-BR" | "en" = "pt-BR") =>
  renderToString(
    <I18nProvider i18n={createTranslator(language, resourcesFor(language))}>
      <CertificateCheckView check={check} />
    </I18nProvider>,
  );

describe("the public certificate page", () => {
  it("shows a real certificate as valid, with the holder's name and no CPF", async () => {
    const [seeded] = await queryRows<{ code: string; name: string; cpf: string }>(
      api().database.db,
      sql`select c.code, u.name, u.cpf from certificates c join subscriptions s on s.id = c.subscription_id
           join users u on u.id = s.user_id limit 1`,
    );
    const loaded = await load(seeded!.code);
    expect(loaded.status).toBe(200);
    const html = page(loaded.check);
    expect(html).toContain("Certificado válido");
    expect(html).toContain(seeded!.name);
    expect(html).toContain(seeded!.code);
    expect(html).not.toMatch(/CPF|\d{3}\.\d{3}\.\d{3}-\d{2}/);
    expect(html).not.toContain(seeded!.cpf.replace(/\D/g, ""));
  });

  it("answers 404 and says “não encontrado” for a forged code", async () => {
    for (const code of ["AAAA-BBBB-CCCC-DDDD", "forged"]) {
      const loaded = await load(code);
      expect(loaded).toEqual({ status: 404, check: null });
      expect(page(loaded.check)).toContain("Certificado não encontrado");
    }
    expect(page(null, "en")).toContain("Certificate not found");
  });
});
