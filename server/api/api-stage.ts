import type { IncomingMessage, ServerResponse } from "node:http";
import { NodeHttpServer } from "@effect/platform-node";
import { Effect, Exit, Layer, Scope } from "effect";
import { HttpEffect, HttpRouter, type HttpServerResponse } from "effect/http";
import { HttpApiBuilder } from "effect/http-api";
import type { Logger } from "pino";
import type { ApiFetch } from "#src/services/api/in-process.ts";
import { PlatformApi } from "#src/services/api/platform-api-definition.ts";
import type { RequestStage } from "../app.ts";
import type { TtlCache } from "../http/ttl-cache.ts";
import type { CaptchaService } from "../captcha/altcha.ts";
import type { Database } from "../db/database.ts";
import { listOutbox, mailboxPage, type Mailer } from "../mail/outbox.ts";
import { catalogueHandlers } from "./catalog-handlers.ts";
import { mediaNames, serveMedia } from "./media-names.ts";
import { photoStage } from "./photo-stage.ts";
import { newsletterHandlers } from "./newsletter-handlers.ts";
import { clientReportsHandlers } from "./client-reports-handlers.ts";
import { notificationsHandlers } from "./notifications-handlers.ts";
import { platformHandlers } from "./platform-handlers.ts";
import { apiDocsStage } from "./api-docs-stage.ts";
import { problemDetailsLayer } from "./problem-details.ts";
import { authorizationLayer, identityAuthorizationLayer } from "./authorization-layer.ts";
import { requestGuard } from "./request-guard.ts";
import {
  auditIfImpersonated,
  impersonationGuard,
  type ImpersonationGuardDependencies,
} from "./impersonation-guard.ts";
import { withRetryAfter } from "./retry-after.ts";
import { usersHandlers } from "./users-handlers.ts";
import { staffUsersHandlers } from "./staff-users-handlers.ts";
import { auditHandlers } from "./audit-handlers.ts";
import { supportQueueHandlers } from "./support-queue-handlers.ts";
import { checkoutHandlers } from "./checkout-handlers.ts";
import { cancellationSandboxHandlers, purchasesHandlers } from "./purchases-handlers.ts";
import { studentExamHandlers } from "./student-exam-handlers.ts";
import { studentPortalHandlers } from "./student-portal-handlers.ts";
import { finished, normalizeWriteHead } from "../http/node-response.ts";
import { cartHandlers } from "./cart-handlers.ts";
import { staffCatalogueHandlers } from "./staff-catalogue-handlers.ts";
import { paymentSandboxHandlers } from "./payment-sandbox-handlers.ts";
import { pixStage, type PixStage, type PixStageOptions } from "./pix-stage.ts";
import { checkoutContext, type CheckoutDependencies } from "../payments/checkout-context.ts";
import { databaseCrm } from "../payments/crm-deal.ts";
import { sandboxClock } from "../payments/sandbox-clock.ts";
import type { PaymentProviderConfig } from "../payments/payment-provider-config.ts";
import {
  gatewayFor,
  paymentOffer,
  type MercadoPagoGatewayFactory,
  type PixGatewayFactory,
} from "../payments/payment-providers.ts";
import {
  mercadoPagoStage,
  type MercadoPagoStage,
  type MercadoPagoStageOptions,
} from "./mercadopago-stage.ts";
import type { TokenIssuer } from "../identity/access-tokens.ts";
import { sessionService } from "../session/session-service.ts";
import { samlService } from "../saml/saml-service.ts";
import { oidcRoutes } from "../oidc/oidc-routes.ts";
import { samlLinks, samlRequestStage } from "../saml/saml-wiring.ts";
import { sessionHandlers } from "./session-handlers.ts";
import { accessSessionsHandlers } from "./access-sessions-handlers.ts";
import { mySessions } from "../session/my-sessions.ts";
import { settingsHandlers } from "./settings-handlers.ts";
import { shellHandlers } from "./shell-handlers.ts";
import { identityService } from "../identity/identity-service.ts";
import { identityAuthHandlers, identityUsersHandlers } from "./identity-handlers.ts";
import { defaultLinkOrigin, linkOrigin, type LinkOrigin } from "../identity/link-origin.ts";
import {
  clientAddress,
  mayReadDevMailbox,
  type ClientOf,
  type DevMailbox,
  type TrustProxy,
} from "../http/client-address.ts";

export interface ApiDependencies {
  database: Database;
  logger: Logger;
  mailer: Mailer;
  captcha: CaptchaService;
  /** Issues and verifies bearer access tokens (server/identity/access-tokens.ts). */
  tokens: TokenIssuer;
  /** TRUST_PROXY: whose X-Forwarded-For to believe about the client's address (default off). */
  trustProxy?: TrustProxy;
  /** DEV_MAILBOX: who may read the development outbox (default loopback clients only). */
  devMailbox?: DevMailbox;
  /** The port this server listens on, the only one e-mailed links name (default PORT). */
  port?: string | undefined;
  /**
   * The payment provider (PAYMENT_PROVIDER, server/payments/payment-provider-config.ts; default the sandbox),
   * the Pix adapter's factory for `kind: "pix"`, a gateway that replaces the provider's (tests), its clock and
   * the CRM (default the database-backed one).
   */
  payments?: Partial<Pick<CheckoutDependencies, "gateway" | "clock" | "crm" | "idempotencySecret">> & {
    provider?: PaymentProviderConfig;
    pixGateway?: PixGatewayFactory;
    /** PIX_RECONCILE_SECONDS and SUPPORT_EMAIL of the Pix provider's loop. */
    pix?: PixStageOptions;
    /** The card and boleto gateway's factory when GATEWAY_PROVIDER=mercadopago (createApiStage wires it). */
    mercadoPagoGateway?: MercadoPagoGatewayFactory;
    /** Its reconciliation interval, support address and fetch (tests). */
    mercadopago?: MercadoPagoStageOptions;
  };
  /** Shared catalogue reads, cached in the process (ADR 034); none (every read hits the database) when unset. */
  catalogueCache?: TtlCache;
  /** A production server's OpenAPI document leaves out /api/dev/* (default: NODE_ENV is production). */
  production?: boolean;
}

/** The HttpApi with its handlers and problem details (400 naming the field). */
export function apiLayer({
  database,
  logger,
  mailer,
  captcha,
  tokens,
  trustProxy = "off",
  devMailbox = "loopback",
  payments = {},
  catalogueCache,
  port = process.env["PORT"],
}: ApiDependencies) {
  const clientOf: ClientOf = (peer, forwardedFor) => clientAddress(peer, forwardedFor, trustProxy);
  const provider = payments.provider ?? { kind: "sandbox" };
  // The sandbox's control (pay a Pix, confirm a card) exists only where the sandbox runs, whatever DEV_MAILBOX says.
  const mayUseSandbox = (peer: string | undefined, forwardedFor: string | undefined) =>
    provider.kind === "sandbox" && mayReadDevMailbox(devMailbox, clientOf(peer, forwardedFor));
  const links = linkOrigin(database.db, {
    publicUrl: process.env["PUBLIC_URL"],
    operationHostname: process.env["OPERATION_HOSTNAME"],
    defaultOrigin: defaultLinkOrigin(port),
    port,
    trustProxy: trustProxy !== "off",
  });
  const checkout = checkoutContext(
    checkoutDependencies(
      { database, logger, mailer, captcha, tokens, payments },
      payments.gateway ?? gatewayFor(provider, payments.pixGateway, payments.mercadoPagoGateway),
    ),
  );
  const identity = identityService({ db: database.db, tokens, mailer, captcha });
  const session = sessionService(database.db, tokens);
  const saml = samlService(database.db, tokens, session, samlLinks(database.db, port, trustProxy !== "off"));
  const handlers = Layer.mergeAll(
    catalogueHandlers(database.db, logger, catalogueCache),
    usersHandlers(database.db, logger, identity, session, clientOf),
    staffUsersHandlers(database.db, logger, mailer, clientOf),
    staffCatalogueHandlers(database.db, logger, clientOf),
    auditHandlers(database.db, logger, clientOf),
    newsletterHandlers(database.db, logger, clientOf),
    clientReportsHandlers(database.db, logger, clientOf),
    platformHandlers(database, logger, mailer, captcha, (peer, forwardedFor) =>
      mayReadDevMailbox(devMailbox, clientOf(peer, forwardedFor)),
    ),
    sessionHandlers(session, saml, logger, clientOf),
    accessSessionsHandlers(mySessions(database.db), logger),
    notificationsHandlers(database.db, logger),
    settingsHandlers(database.db, logger, process.env["OPERATION_HOSTNAME"], catalogueCache),
    shellHandlers(database.db, logger),
    ...identityLayers(identity, logger, clientOf, links),
    ...checkoutHandlers(checkout, logger, links, clientOf),
    purchasesHandlers(checkout, logger, links),
    supportQueueHandlers(checkout, logger, clientOf, links),
    cartHandlers(checkout, logger),
    studentPortalHandlers(checkout, logger, clientOf),
    studentExamHandlers(checkout, logger, links),
    // Support's confirmation of a cancellation moves no money: a development stand-in for the staff console,
    // wherever the development endpoints are allowed (DEV_MAILBOX), whatever the provider.
    cancellationSandboxHandlers(checkout, logger, links, (peer, forwardedFor) =>
      mayReadDevMailbox(devMailbox, clientOf(peer, forwardedFor)),
    ),
    paymentSandboxHandlers(checkout, logger, links, mayUseSandbox, (peer, forwardedFor) =>
      mayReadDevMailbox(devMailbox, clientOf(peer, forwardedFor)),
    ),
  );
  return HttpApiBuilder.layer(PlatformApi).pipe(
    Layer.provide(handlers),
    Layer.provide(problemDetailsLayer),
    Layer.provide(authorizationLayer(session, logger)),
    Layer.provide(identityAuthorizationLayer(session, logger)),
    Layer.provide(NodeHttpServer.layerHttpServices),
  );
}

/** What the checkout works with, from the API's dependencies and the provider's gateway. */
function checkoutDependencies(
  { database, logger, mailer, captcha, tokens, payments = {} }: ApiDependencies,
  gateway: CheckoutDependencies["gateway"],
): CheckoutDependencies {
  return {
    db: database.db,
    logger,
    mailer,
    captcha,
    tokens,
    gateway,
    offer: paymentOffer(payments.provider ?? { kind: "sandbox" }),
    clock: payments.clock ?? sandboxClock(database.db),
    crm: payments.crm ?? databaseCrm(database.db),
    idempotencySecret: payments.idempotencySecret ?? process.env["IDEMPOTENCY_SECRET"],
  };
}

/** Identity (issue 5): sign-in under /api/auth; recovery, reset, sign-up, me and codes under /api/users and /api/subscription. */
const identityLayers = (
  service: ReturnType<typeof identityService>,
  logger: Logger,
  clientOf: ClientOf,
  links: LinkOrigin,
) =>
  [
    identityAuthHandlers(service, logger, clientOf, links),
    identityUsersHandlers(service, logger, clientOf, links),
  ] as const;

export interface ApiStage {
  stage: RequestStage;
  /**
   * The same API as a Web fetch (ADR 033): a `Request` goes straight to the handler — same routes, middleware,
   * problems — without a socket. Server-side page loaders use it when the API is this process's own.
   */
  fetch: ApiFetch;
  /** The Pix provider's pieces when PAYMENT_PROVIDER=pix (tests read its ledger and run its loop). */
  pix?: PixStage;
  /** The Mercado Pago pieces when GATEWAY_PROVIDER=mercadopago (tests run its reconciliation and read its ledger). */
  mercadopago?: MercadoPagoStage & ReturnType<MercadoPagoStage["start"]>;
  close(): Promise<void>;
}

/** Mounts the API in the node:http pipeline: claims /api/** and /dev/mailbox, leaves every other path alone. */
export async function createApiStage(given: ApiDependencies): Promise<ApiStage> {
  // PAYMENT_PROVIDER=pix: the Pix adapter, its webhook and its reconciliation loop (ADR 048).
  const pix = given.payments?.gateway
    ? null
    : pixStage(
        given.payments?.provider ?? { kind: "sandbox" },
        given.database.db,
        given.logger,
        given.mailer,
        (gateway) => checkoutDependencies(given, gateway),
        given.payments?.pix,
      );
  // GATEWAY_PROVIDER=mercadopago: card and boleto through Mercado Pago, its webhook and reconciliation (ADR 057).
  const mercadopago = given.payments?.gateway
    ? null
    : mercadoPagoStage(
        given.payments?.provider ?? { kind: "sandbox" },
        given.database.db,
        given.logger,
        given.mailer,
        (gateway) => checkoutDependencies(given, gateway),
        given.payments?.mercadopago,
      );
  const dependencies: ApiDependencies = {
    ...given,
    payments: {
      ...given.payments,
      ...(pix ? { pixGateway: () => pix.gateway } : {}),
      ...(mercadopago ? { mercadoPagoGateway: () => mercadopago.gateway } : {}),
    },
  };
  const mercadopagoServices = mercadopago
    ? mercadopago.start(
        gatewayFor(
          dependencies.payments?.provider ?? { kind: "sandbox" },
          dependencies.payments?.pixGateway,
          dependencies.payments?.mercadoPagoGateway,
        ),
      )
    : null;
  const guardDependencies: ImpersonationGuardDependencies = {
    db: dependencies.database.db,
    tokens: dependencies.tokens,
    logger: dependencies.logger,
    clientOf: (peer, forwardedFor) => clientAddress(peer, forwardedFor, dependencies.trustProxy ?? "off"),
  };
  const scope = Effect.runSync(Scope.make());
  const { handler, webHandler } = await Effect.runPromise(
    Effect.gen(function* () {
      const httpEffect = Effect.map(yield* HttpRouter.toHttpEffect(apiLayer(dependencies)), withRetryAfter);
      // Outermost, where the bearer token is first read: impersonated requests are audited, money stays put (ADR 050).
      const impersonation = impersonationGuard(guardDependencies);
      const middleware = <E, R>(app: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>) =>
        impersonation(requestGuard(app));
      return {
        handler: yield* NodeHttpServer.makeHandler(httpEffect, { scope, middleware }),
        webHandler: HttpEffect.toWebHandler(httpEffect, middleware),
      };
    }).pipe(Scope.provide(scope)),
  );
  const fetch: ApiFetch = (input, init) =>
    webHandler(input instanceof Request && init === undefined ? input : new Request(input, init));

  const { database, tokens, mailer, captcha, logger } = dependencies;
  const identity = identityService({ db: database.db, tokens, mailer, captcha });
  const photos = photoStage(identity, logger);

  const names = mediaNames(dependencies.database.db);
  const docs = apiDocsStage(dependencies.production ?? process.env["NODE_ENV"] === "production");
  const oidc = oidcRoutes(database.db, tokens, logger, dependencies.trustProxy ?? "off");
  const mayUseDevEndpoints = (request: IncomingMessage) =>
    mayReadDevMailbox(
      dependencies.devMailbox ?? "loopback",
      clientAddress(
        request.socket.remoteAddress,
        request.headers["x-forwarded-for"],
        dependencies.trustProxy ?? "off",
      ),
    );
  const saml = samlRequestStage({
    db: database.db,
    tokens,
    session: sessionService(database.db, tokens),
    identity,
    logger,
    port: dependencies.port ?? process.env["PORT"],
    trustProxy: (dependencies.trustProxy ?? "off") !== "off",
    clientOf: (incoming) =>
      clientAddress(
        incoming.socket.remoteAddress,
        incoming.headers["x-forwarded-for"],
        dependencies.trustProxy ?? "off",
      ),
    mayUseDevEndpoints,
  });
  const stage: RequestStage = async (request: IncomingMessage, response: ServerResponse) => {
    const pathname = (request.url ?? "/").split("?")[0] ?? "/";
    if (pathname.startsWith("/api/users/") && (await photos(request, response))) {
      await auditIfImpersonated(guardDependencies, request, response.statusCode);
      return true;
    }
    if (await saml(request, response, pathname)) return true;
    if (await oidc(request, response, pathname)) return true;
    if (pathname === "/dev/mailbox") {
      const { trustProxy = "off", devMailbox = "loopback" } = dependencies;
      const client = clientAddress(
        request.socket.remoteAddress,
        request.headers["x-forwarded-for"],
        trustProxy,
      );
      // Codes and reset links: only where nothing is delivered, and only to whom DEV_MAILBOX allows (else 404).
      if (
        mailer.outboxChannels.length === 0 ||
        !mayReadDevMailbox(devMailbox, client) ||
        (request.method !== "GET" && request.method !== "HEAD")
      )
        return false;
      const page = mailboxPage(await listOutbox(dependencies.database.db, undefined, mailer.outboxChannels));
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
      response.end(request.method === "HEAD" ? undefined : page);
      return true;
    }
    if (pathname !== "/api" && !pathname.startsWith("/api/")) return false;
    if (await docs(request, response, pathname)) return true;
    if (pix && (await pix.services.webhook(request, response))) return true;
    if (mercadopagoServices && (await mercadopagoServices.webhook(request, response))) return true;
    if (pathname.startsWith("/api/media/")) {
      await serveMedia(request, response, pathname, names);
      return true;
    }
    normalizeWriteHead(response);
    // Answers are personal (a token's purchases, a session) unless a handler says otherwise: no browser or proxy
    // keeps them (a "Back" must not show a purchase as it was before it was cancelled).
    response.setHeader("Cache-Control", "no-store");
    handler(request, response);
    await finished(response);
    return true;
  };

  return {
    stage,
    fetch,
    ...(pix ? { pix } : {}),
    ...(mercadopago && mercadopagoServices
      ? { mercadopago: { ...mercadopago, ...mercadopagoServices } }
      : {}),
    close: async () => {
      await pix?.services.stop();
      await mercadopago?.stop();
      await Effect.runPromise(Scope.close(scope, Exit.void));
    },
  };
}
