import { OpenApi } from "effect/http-api";
import { describe, expect, it } from "vitest";
import { PlatformApi } from "./platform-api-definition.ts";

/**
 * The OpenAPI description of the personal-data lookups and the newsletter says what a stranger, the person and
 * staff get (issue 25, ADR 049), and lists the answers they can get.
 */
type Operation = {
  description?: string;
  responses: Record<string, unknown>;
  parameters?: { name: string }[];
};
const paths = (
  OpenApi.fromApi(PlatformApi) as unknown as { paths: Record<string, Record<string, Operation>> }
).paths;
const operation = (path: string, method: string) => paths[`/api/subscription${path}`]![method]!;

describe("OpenAPI of the personal-data lookups", () => {
  it.each([
    ["/users/person/{cpf}", "get"],
    ["/users/person/by-email/{email}", "get"],
    ["/users/linx-getcustomer", "post"],
    ["/users/linx-getcustomer-by-condition", "post"],
  ])("%s says who gets a record and lists 401, 404 and 429", (path, method) => {
    const described = operation(path, method);
    expect(described.description).toMatch(/own person/);
    expect(described.description).toMatch(/operators/);
    expect(described.description).toMatch(/audit/);
    expect(Object.keys(described.responses)).toEqual(expect.arrayContaining(["200", "401", "404", "429"]));
    expect(described.parameters?.map((parameter) => parameter.name)).toContain("authorization");
  });

  it("the registration check answers anyone yes or no, masked, and may be throttled", () => {
    const described = operation("/users/person/registration", "get");
    expect(described.description).toMatch(/masked/);
    expect(Object.keys(described.responses)).toEqual(expect.arrayContaining(["200", "400", "429"]));
  });

  it("the newsletter answers 202 for every address and may be throttled; no 409", () => {
    const described = operation("/newsletter", "post");
    expect(Object.keys(described.responses)).toEqual(expect.arrayContaining(["202", "429"]));
    expect(Object.keys(described.responses)).not.toContain("409");
    expect(described.description).toMatch(/same answer/);
  });
});
