import { OpenApi } from "effect/http-api";
import { PlatformApi } from "#src/services/api/platform-api-definition.ts";

type Spec = OpenApi.OpenAPISpec;
type Operation = OpenApi.OpenAPISpecOperation;

/** The scheme "try it" fills in: `Authorization: Bearer <accessToken>` (server/identity/access-tokens.ts). */
const bearerScheme = "bearer";
const needsToken: OpenApi.OpenAPISecurityRequirement[] = [{ [bearerScheme]: [] }];
/** A call that serves strangers too, and says more to the person whose token it carries. */
const acceptsToken: OpenApi.OpenAPISecurityRequirement[] = [{ [bearerScheme]: [] }, {}];

const problemOf = (name: string) => ({
  content: { "application/problem+json": { schema: { $ref: `#/components/schemas/${name}` } } },
});

/**
 * PATCH /api/users/me/photo is answered before the HttpApi (server/api/photo-stage.ts: its multipart support
 * writes files to disk), so the contract cannot declare it; its entry is written here, with the identity
 * problems the other /api/users/me calls declare.
 */
const photoUpload = {
  tags: ["identityUsers"],
  operationId: "identityUsers.updateMyPhoto",
  summary: "Replace the signed-in person's photo (PNG or JPG, at most 1 MB, at least 683 × 768 pixels).",
  security: needsToken,
  parameters: [],
  requestBody: {
    required: true,
    content: {
      "multipart/form-data": {
        schema: {
          type: "object",
          properties: { photo: { type: "string", format: "binary" } },
          required: ["photo"],
        },
      },
    },
  },
  responses: {
    200: {
      description: "Success",
      content: {
        "application/json": {
          schema: {
            type: "object",
            properties: { photoUrl: { type: "string" } },
            required: ["photoUrl"],
            additionalProperties: false,
          },
        },
      },
    },
    400: { description: "The photo was refused; `field` is photo", ...problemOf("IdentityInvalidEncoded") },
    401: { description: "Unauthorized", ...problemOf("IdentityUnauthorizedEncoded") },
    503: { description: "Service Unavailable", ...problemOf("ServiceUnavailableEncoded") },
  },
} as unknown as Operation;

/**
 * The Authorization header the contract declares on a call becomes the document's bearer requirement: tools
 * ignore a header parameter of that name (OpenAPI 3.1, "Parameter Object"), and send the scheme's instead.
 */
function withBearerRequirement(operation: Operation): Operation {
  const header = operation.parameters.find(
    (parameter) => parameter.in === "header" && parameter.name.toLowerCase() === "authorization",
  );
  if (!header) return operation;
  return {
    ...operation,
    parameters: operation.parameters.filter((parameter) => parameter !== header),
    security: header.required ? needsToken : acceptsToken,
  };
}

/**
 * The OpenAPI document of /api/openapi.json and /api/docs: the contract's, with the bearer token as a security
 * scheme, PATCH me/photo, and — in production — without the development calls under /api/dev/ (the outbox, the
 * payment sandbox's controls), which are for a developer's own machine.
 */
function buildDocument(production: boolean): Spec {
  const spec = OpenApi.fromApi(PlatformApi);
  const paths: Spec["paths"] = {};
  for (const [path, item] of Object.entries(spec.paths)) {
    if (production && path.startsWith("/api/dev/")) continue;
    paths[path] = Object.fromEntries(
      Object.entries(item).map(([method, operation]) => [
        method,
        withBearerRequirement(operation as Operation),
      ]),
    ) as Spec["paths"][string];
  }
  for (const name of ["IdentityInvalidEncoded", "IdentityUnauthorizedEncoded", "ServiceUnavailableEncoded"])
    if (!spec.components.schemas[name]) throw new Error(`the contract no longer declares ${name}`);
  paths["/api/users/me/photo"] = { ...paths["/api/users/me/photo"], patch: photoUpload };
  const usedTags = new Set(
    Object.values(paths).flatMap((item) =>
      Object.values(item).flatMap((operation) => (operation as Operation).tags),
    ),
  );
  return {
    ...spec,
    paths,
    tags: spec.tags.filter((tag) => usedTags.has(tag.name)),
    components: {
      ...spec.components,
      securitySchemes: {
        ...spec.components.securitySchemes,
        [bearerScheme]: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "JWT",
          description: "The accessToken of a sign-in (POST /api/auth/signin/tenants/{tenant} and the like).",
        },
      },
    },
  };
}

const documents = new Map<boolean, Spec>();

/** The document for a production server or a development one, built once each. */
export function apiDocument(production: boolean): Spec {
  let document = documents.get(production);
  if (!document) documents.set(production, (document = buildDocument(production)));
  return document;
}
