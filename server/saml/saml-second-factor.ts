import type { IncomingMessage, ServerResponse } from "node:http";
import { eq } from "drizzle-orm";
import { safeReturnPath } from "#src/domain/safe-redirect.ts";
import { platformHomePath } from "#src/domain/session/platform-paths.ts";
import type { Db } from "../db/database.ts";
import { users } from "../db/schema/identity.ts";
import { mailLanguage } from "../identity/identity-mail.ts";
import { IdentityRefused, type IdentityService } from "../identity/identity-service.ts";
import type { LinkOrigin } from "../identity/link-origin.ts";
import type { SessionService } from "../session/session-service.ts";
import { escapeHtml, html, readForm, redirect } from "./saml-http.ts";
import { withQuery, type SamlOrigin } from "./saml-service.ts";
import { SamlRefused } from "./saml-checks.ts";
import { decodeFields, SecondFactorForm } from "./saml-forms.ts";

const path = "/api/auth/sso/saml/second-factor";
const applicationAlias = "artmed-marketplace";

function codePage(challengeId: string, returnPath: string, destination: string, error: string | null) {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="robots" content="noindex,nofollow">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Verificação em duas etapas</title></head>
<body><main><h1>Verificação em duas etapas</h1><p>Enviamos um código para ${escapeHtml(destination)}.</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ""}
<form method="post" action="${path}"><input type="hidden" name="challengeId" value="${escapeHtml(challengeId)}">
<input type="hidden" name="returnPath" value="${escapeHtml(returnPath)}">
<label for="code">Código</label><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required>
<button type="submit">Confirmar</button></form></main></body></html>`;
}

/**
 * Sabiá's own second factor after a SAML sign-in, when the tenant's policy asks for it (ADR 060): the same
 * challenge as the password sign-in (a code by e-mail or SMS, 5 tries, 10 challenges an hour), on a small page
 * of ours; the right code opens the session and gives the tokenId hand-off.
 */
export function samlSecondFactor(
  db: Db,
  identity: Pick<IdentityService, "createChallenge" | "validateCode">,
  session: Pick<SessionService, "handOff">,
  links: LinkOrigin,
) {
  const requestInfo = async (origin: SamlOrigin, language: string | undefined) => ({
    ip: origin.ip,
    userAgent: origin.userAgent,
    origin: await links(origin.host, origin.forwardedProto),
    language: mailLanguage(language),
  });
  return {
    path,

    async start(response: ServerResponse, userId: number, returnPath: string, origin: SamlOrigin) {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) throw new SamlRefused("The account is gone.");
      const challenge = await identity
        .createChallenge(user, applicationAlias, await requestInfo(origin, user.languageId))
        .catch((error: unknown) => {
          throw error instanceof IdentityRefused
            ? new SamlRefused("Too many codes were asked; try later.", 403)
            : error;
        });
      html(response, 200, codePage(challenge.challengeId, returnPath, challenge.destination, null));
    },

    async answer(request: IncomingMessage, response: ServerResponse, origin: SamlOrigin) {
      const form = await readForm(request, 8 * 1024);
      const returnPath = safeReturnPath(form?.get("returnPath") ?? null, platformHomePath);
      const { challengeId, code } = decodeFields(SecondFactorForm, form, "code");
      try {
        const { accessToken } = await identity.validateCode(
          challengeId,
          code,
          await requestInfo(origin, undefined),
        );
        const { tokenId } = await session.handOff(`Bearer ${accessToken}`);
        redirect(response, withQuery(returnPath, { tokenId }));
      } catch (error) {
        if (!(error instanceof IdentityRefused)) throw error;
        const retry = error.code === "incorrectCode";
        html(
          response,
          retry ? 400 : 403,
          codePage(
            challengeId,
            returnPath,
            "",
            retry ? "Código incorreto." : "Código expirado ou bloqueado; entre de novo.",
          ),
        );
      }
    },
  };
}

export type SecondFactorPages = ReturnType<typeof samlSecondFactor>;
