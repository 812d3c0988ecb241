import fc from "fast-check";
import { badJsonValue, badRawBodies, badString, hugeBody, wellFormed } from "./bad-inputs.ts";

/** What the fuzz reads of /api/openapi.json. */
interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}
interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  schema?: JsonSchema;
  required?: boolean;
}
interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  /** Security requirements: a bearer one means the call reads the Authorization header. */
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}
export interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface FuzzOperation {
  id: string;
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | null;
}

/** One request of the fuzz. */
export interface FuzzCase {
  operation: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** What was broken, for the report of a 5xx. */
  kind: string;
  /** Sent on a plain socket with `url` as the request target, verbatim (what fetch cannot send; odd-cases.ts). */
  raw?: boolean;
}

export function operationsOf(spec: OpenApi): FuzzOperation[] {
  const operations: FuzzOperation[] = [];
  for (const [path, methods] of Object.entries(spec.paths))
    for (const [method, operation] of Object.entries(methods)) {
      const body = operation.requestBody?.content["application/json"]?.schema ?? null;
      operations.push({
        id: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters: [...(operation.parameters ?? []), ...bearerHeader(operation)],
        body: body ? resolve(spec, body) : null,
      });
    }
  return operations;
}

/** The document declares the token as a security scheme (ADR 054); the fuzz breaks its header like any other. */
const bearerHeader = (operation: Operation): Parameter[] =>
  operation.security?.some((requirement) => "bearer" in requirement)
    ? [{ name: "authorization", in: "header", required: true }]
    : [];

function resolve(spec: OpenApi, schema: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split("/").at(-1)!;
  return resolve(spec, spec.components?.schemas?.[name] ?? {});
}

/** A value the schema accepts, as far as a quick reading goes: the base the fuzz breaks one part of. */
function plausible(schema: JsonSchema, depth = 0): unknown {
  if (depth > 4) return null;
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (variant) return plausible(variant, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "string":
      return "abc";
    case "integer":
    case "number":
      return 1;
    case "boolean":
      return true;
    case "array":
      return schema.items ? [plausible(schema.items, depth + 1)] : [];
    case "object":
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, plausible(value, depth + 1)]),
      );
    default:
      return null;
  }
}

/** Header values fetch can send (printable latin-1): the rest of a drawn text becomes "?". */
const headerSafe = (text: string) => text.replace(/[^\t\x20-\x7e\x80-\xff]/g, "?");

const encode = (value: unknown) =>
  encodeURIComponent(wellFormed(typeof value === "string" ? value : JSON.stringify(value)));

/** One draw of random choices a case is built from. */
const draw = fc.record({
  kind: fc.nat(7),
  value: badJsonValue,
  text: badString,
  otherText: badString,
  rawBody: fc.constantFrom(...badRawBodies),
  pick: fc.nat(1000),
  dropRequired: fc.boolean(),
  token: fc.constantFrom("valid", "valid", "none", "garbage"),
});

/**
 * `count` bad requests for an operation, drawn from `seed`: path parameters, query parameters, headers
 * (captcha, Idempotency-Key, Authorization) and bodies broken one way each, with and without a valid token.
 */
export function casesFor(operation: FuzzOperation, count: number, seed: number, token: string): FuzzCase[] {
  const draws = fc.sample(draw, { seed, numRuns: count });
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === "path");
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === "query");
  const headerParameters = operation.parameters.filter((parameter) => parameter.in === "header");
  const base = operation.body ? (plausible(operation.body) as Record<string, unknown>) : null;

  return draws.map((choice, index): FuzzCase => {
    const path: Record<string, string> = Object.fromEntries(pathParameters.map((p) => [p.name, "1"]));
    const query = new URLSearchParams(
      queryParameters.map((p) => [p.name, String(plausible(p.schema ?? {}))]),
    );
    const headers: Record<string, string> = {};
    let body: string | undefined = base === null ? undefined : JSON.stringify(base);
    // Cycle through the kinds the operation has, so each gets its share.
    const kinds = [
      pathParameters.length > 0 && "path",
      queryParameters.length > 0 && "query",
      "extra-query",
      headerParameters.length > 0 && "header",
      base !== null && "field",
      base !== null && "body-type",
      base !== null && "raw-body",
      base !== null && index % 50 === 0 && "huge-body",
    ].filter((kind): kind is string => typeof kind === "string");
    const kind = kinds[(index + choice.kind) % kinds.length]!;

    if (kind === "path") {
      const parameter = pathParameters[choice.pick % pathParameters.length]!;
      path[parameter.name] = typeof choice.value === "string" ? choice.value : JSON.stringify(choice.value);
    } else if (kind === "query") {
      const parameter = queryParameters[choice.pick % queryParameters.length]!;
      query.set(
        parameter.name,
        typeof choice.value === "string" ? choice.value : JSON.stringify(choice.value),
      );
      if (choice.dropRequired) query.append(parameter.name, choice.otherText);
    } else if (kind === "extra-query") {
      query.set(choice.text || "x", choice.otherText);
    } else if (kind === "header") {
      const parameter = headerParameters[choice.pick % headerParameters.length]!;
      headers[parameter.name] = headerSafe(choice.text);
    } else if (kind === "field" && base) {
      const copy: Record<string, unknown> = { ...base };
      const keys = Object.keys(copy);
      const key =
        keys.length > 0 && choice.pick % 4 !== 0 ? keys[choice.pick % keys.length]! : choice.text || "extra";
      if (choice.dropRequired && keys.length > 0) delete copy[keys[choice.pick % keys.length]!];
      else copy[key] = choice.value;
      body = JSON.stringify(copy);
    } else if (kind === "body-type") {
      body = JSON.stringify(choice.value) ?? "null";
    } else if (kind === "raw-body") {
      body = choice.rawBody;
      if (choice.dropRequired) headers["content-type"] = "text/plain";
    } else if (kind === "huge-body") {
      body = hugeBody;
    }

    if (choice.token === "valid") headers["authorization"] ??= `Bearer ${token}`;
    else if (choice.token === "garbage")
      headers["authorization"] ??= `Bearer ${headerSafe(choice.otherText.slice(0, 200))}`;
    if (body !== undefined) headers["content-type"] ??= "application/json";
    const filledPath = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encode(path[name] ?? "1"));
    const search = query.toString();
    return {
      operation: operation.id,
      method: operation.method,
      url: `${filledPath}${search ? `?${search}` : ""}`,
      headers,
      ...(body === undefined ? {} : { body }),
      kind,
    };
  });
}
