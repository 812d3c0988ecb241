import { useCallback, useState } from "react";
import { browserCoursePortalEnvironment, portalCalls } from "../course-portal/course-portal.actors.ts";

/**
 * The certificate's PDF (issue 32, ADR 092), downloaded with the stored token (a plain link could not send it): the
 * bytes become a file the browser saves, named by the verification code.
 */
export function useCertificateDownload(subscriptionId: number, language: string, code: string | null) {
  const [state, setState] = useState<"idle" | "downloading" | "failed">("idle");
  const download = useCallback(() => {
    setState("downloading");
    void portalCalls(browserCoursePortalEnvironment(language))((api) =>
      api.certificatePdf(subscriptionId),
    ).then(
      (bytes) => {
        const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: "application/pdf" }));
        const link = Object.assign(document.createElement("a"), {
          href: url,
          download: `certificado-${code ?? subscriptionId}.pdf`,
        });
        document.body.append(link);
        link.click();
        link.remove();
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
        setState("idle");
      },
      () => setState("failed"),
    );
  }, [subscriptionId, language, code]);
  return { download, downloading: state === "downloading", failed: state === "failed" };
}
