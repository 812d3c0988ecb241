import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Provider, type Account, type ClientMetadata } from "oidc-provider";

/**
 * A local OpenID provider for tests and the demo, built on panva's oidc-provider (a certified OP), never on our
 * own code (issue 27, ADR 061). Two clients: "govbr-demo", whose person is aluno (sub = aluno's CPF, level
 * prata, like gov.br Login Único), and "google-demo", whose person is someone Sabiá does not know yet. The
 * person "signs in" without a form: each client has its one person, as a test's scripted user.
 */
export interface TestOpPerson {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  /** gov.br's level, as `reliability_info.level` (bronze | silver | gold). */
  level?: "bronze" | "silver" | "gold";
}

export interface TestOpOptions {
  port?: number;
  /** The relying party's redirect URIs (every tenant host it signs in from). */
  redirectUris: string[];
  people?: Partial<Record<"govbr-demo" | "google-demo", TestOpPerson>>;
}

export const testOpSecrets = {
  "govbr-demo": "govbr-demo-secret",
  "google-demo": "google-demo-secret",
} as const;

/** aluno of the seed (server/db/seed/identity-data.ts). */
export const alunoAtGovbr: TestOpPerson = {
  sub: "52998224725",
  email: "aluno@sabia.dev",
  email_verified: true,
  name: "Ana Lúcia Moreira",
  level: "silver",
};

export const newcomerAtGoogle: TestOpPerson = {
  sub: "google-1098765",
  email: "renata.campos@gmail.example",
  email_verified: true,
  name: "Renata Campos",
};

export interface TestOp {
  issuer: string;
  close(): Promise<void>;
}

export async function startTestOp(options: TestOpOptions): Promise<TestOp> {
  const people = { "govbr-demo": alunoAtGovbr, "google-demo": newcomerAtGoogle, ...options.people };
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clients: ClientMetadata[] = (["govbr-demo", "google-demo"] as const).map((clientId) => ({
    client_id: clientId,
    client_secret: testOpSecrets[clientId],
    redirect_uris: options.redirectUris,
    grant_types: ["authorization_code"],
    response_types: ["code"],
    token_endpoint_auth_method: "client_secret_basic",
  }));
  const byAccount = new Map(Object.values(people).map((person) => [person.sub, person]));
  const provider = new Provider(issuer, {
    clients,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["name"],
      govbr_confiabilidades: ["reliability_info"],
    },
    conformIdTokenClaims: false,
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    cookies: { keys: ["oidc-op-test-key-not-secret"] },
    findAccount: async (_context, sub): Promise<Account | undefined> => {
      const person = byAccount.get(sub);
      if (!person) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: person.email,
          email_verified: person.email_verified,
          name: person.name,
          ...(person.level ? { reliability_info: { level: person.level } } : {}),
        }),
      };
    },
    interactions: { url: (_context, interaction) => `/interaction/${interaction.uid}` },
  });
  const callback = provider.callback();
  server.on("request", (request, response) => {
    if (!request.url?.startsWith("/interaction/")) return callback(request, response);
    // The scripted person: signs in as the client's one person and consents to what was asked.
    void (async () => {
      const details = await provider.interactionDetails(request, response);
      const clientId = String(details.params["client_id"]) as keyof typeof people;
      const person = people[clientId];
      if (details.prompt.name === "login") {
        await provider.interactionFinished(request, response, { login: { accountId: person.sub } });
        return;
      }
      const grant = new provider.Grant({ accountId: person.sub, clientId });
      grant.addOIDCScope(String(details.params["scope"]));
      await provider.interactionFinished(
        request,
        response,
        { consent: { grantId: await grant.save() } },
        { mergeWithLastSubmission: true },
      );
    })().catch((error: unknown) => {
      response.writeHead(500, { "Content-Type": "text/plain" });
      response.end(String(error));
    });
  });
  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
