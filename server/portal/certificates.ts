import type { CertificateCheck } from "#src/services/api/student-exam-api.ts";
import type { OwnerModel } from "#src/domain/catalog/course.ts";
import { saoPauloDate } from "#src/domain/payments/business-days.ts";
import {
  certificateByCode,
  certificateOfSubscription,
  type CertificateRow,
} from "../db/portal/exam-queries.ts";
import { portalSubscription } from "../db/portal/portal-queries.ts";
import { maskedCpf } from "../mail/mail-html.ts";
import type { CheckoutContext } from "../payments/checkout-context.ts";
import { notFound } from "../payments/checkout-refused.ts";
import { normalCertificateCode } from "./certificate-code.ts";
import { certificatePdf } from "./certificate-pdf.ts";
import { platformName } from "./certificate-wording.ts";
import { accessOf, noCourse } from "./portal-course.ts";

const longDate = (day: string) =>
  new Intl.DateTimeFormat("pt-BR", { timeZone: "UTC", dateStyle: "long" }).format(
    new Date(`${day}T00:00:00Z`),
  );

const institutionOf = (row: CertificateRow) => row.institution ?? platformName;

/** The public verification link printed (and in the QR) on a certificate. */
export const verificationUrl = (origin: string, code: string) => `${origin}/certificado/${code}`;

/** Issue 32: the certificate of one's own course as a PDF, and anyone's check of a verification code. */
export function courseCertificates({ db, clock }: Pick<CheckoutContext, "db" | "clock">) {
  return {
    /** The PDF of the token's own certificate; none issued, another person's or a closed course: 404. */
    async pdf(userId: number, subscriptionId: number, origin: string) {
      const subscription = await portalSubscription(db, userId, subscriptionId);
      if (!subscription || !accessOf(subscription, saoPauloDate(await clock.now()))) throw noCourse();
      const row = await certificateOfSubscription(db, userId, subscriptionId);
      if (!row) throw notFound("No certificate was issued for this course yet.");
      const body = await certificatePdf({
        holder: row.holder,
        cpf: maskedCpf(row.cpf),
        course: row.course,
        hours: row.hours,
        institution: institutionOf(row),
        ownerModel: row.ownerModel as OwnerModel,
        issuedOn: longDate(row.issuedOn),
        code: row.code,
        verifyUrl: verificationUrl(origin, row.code),
      });
      return { body, fileName: `certificado-${row.code}.pdf` };
    },

    /** Public: what a verification code proves. Only the holder's name is personal; a forged code is 404. */
    async check(code: string): Promise<CertificateCheck> {
      const normal = normalCertificateCode(code);
      const row = normal ? await certificateByCode(db, normal) : null;
      if (!row) throw notFound("No certificate has this verification code.");
      return {
        code: row.code,
        holder: row.holder,
        course: row.course,
        hours: row.hours,
        institution: institutionOf(row),
        issuedOn: row.issuedOn,
        kind: row.ownerModel === 4 ? "participation" : "certificate",
      };
    },
  };
}
