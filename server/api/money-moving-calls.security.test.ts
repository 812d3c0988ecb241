import { HttpApi } from "effect/http-api";
import { describe, expect, it } from "vitest";
import { PlatformApi } from "#src/services/api/platform-api-definition.ts";
import { isMoneyMoving, moneyMovingEndpoints, readOnlyEndpoints } from "./money-moving-calls.ts";

const endpointsOf = (group: string) => {
  const names: string[] = [];
  HttpApi.reflect(PlatformApi, {
    onGroup: () => {},
    onEndpoint: ({ group: candidate, endpoint }) => {
      if (candidate.identifier === group) names.push(endpoint.identifier);
    },
  });
  return names;
};

/** Issue 25 (ADR 050): which calls an impersonating operator may not make, and that none slips through. */
describe("money-moving calls", () => {
  const groups = Object.keys(moneyMovingEndpoints) as (keyof typeof moneyMovingEndpoints)[];

  it.each(groups)("every endpoint of %s is classified, once, as money-moving or read-only", (group) => {
    const classified = [...moneyMovingEndpoints[group], ...readOnlyEndpoints[group]];
    expect(classified.toSorted()).toEqual(endpointsOf(group).toSorted());
    expect(new Set(classified).size).toBe(classified.length);
  });

  it.each([
    ["POST", "/api/candidate/purchases/12/cancellation"],
    ["POST", "/api/candidate/purchases/12/cancellation/"],
    ["POST", "/api//candidate/purchases/12/cancellation"],
    ["POST", "/API/Candidate/Purchases/12/Cancellation"],
    ["POST", "/api/candidate/purchases/12/%63ancellation"],
    ["post", "/api/candidate/creditCard/7/creditcard-payment-ecommerce"],
    ["PUT", "/api/subscription/subscriptions/3/credit"],
    ["POST", "/api/subscription/users/fast-buy"],
    ["POST", "/api/candidate/portal/courses/5/exam/attempts"],
  ])("%s %s moves money", (method, path) => {
    expect(isMoneyMoving(method, path)).toBe(true);
  });

  it.each([
    ["GET", "/api/candidate/purchases/12/cancellation"],
    ["GET", "/api/candidate/purchases/12"],
    ["POST", "/api/subscription/subscriptions/course-price"],
    ["GET", "/api/subscription/subscriptions/3/credit"],
    ["PATCH", "/api/users/me"],
    ["GET", "/api/candidate/portal/courses/5/exam"],
    ["GET", "/api/candidate/portal/courses/5/certificate.pdf"],
  ])("%s %s does not", (method, path) => {
    expect(isMoneyMoving(method, path)).toBe(false);
  });
});
