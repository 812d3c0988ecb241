import { HttpApi } from "effect/http-api";
import { PlatformApi } from "#src/services/api/platform-api-definition.ts";

/**
 * The calls an operator may not make while impersonating (issue 25, ADR 050), by group and endpoint of the
 * contract: every call that pays, commits the person to a payment, changes what or how she pays (plan, voucher,
 * credit, card data), undoes a payment (cancellation) or buys at once (fast buy). The CRM deal update goes with
 * them: it tells sales that she moved to the payment step.
 */
export const moneyMovingEndpoints = {
  candidate: [
    "payByCard",
    "generateSlip",
    "generatePix",
    "renewPix",
    "createInstallments",
    "updateHubspotDeal",
  ],
  subscriptionCheckout: [
    "createOrRecover",
    "reassociateDiscounts",
    "associateVoucher",
    "removeVoucher",
    "useCredit",
    "fastBuyAccount",
  ],
  purchases: ["requestCancellation"],
  cart: ["placeOrder", "renewOrderPix"],
  // A passing attempt issues the certificate, and a certificate within 7 days waives the refund (spec §9).
  studentExam: ["examAttempt"],
} as const satisfies Record<string, readonly string[]>;

/**
 * The other calls of those groups only read (some are POSTs by spec §7): an operator helping someone sees what
 * she sees. A new endpoint in these groups must be added to one list or the other (money-moving-calls.test.ts).
 */
export const readOnlyEndpoints = {
  candidate: ["checkout", "voucherPreview", "isPaid", "pixCode", "paymentCaptcha", "cardBrands"],
  subscriptionCheckout: [
    "fastBuyCheckout",
    "getToEcommerce",
    "slipExpiration",
    "campaignDiscount",
    "discountCalculator",
    "coursePrice",
  ],
  purchases: ["purchasedCourses", "myCourses", "purchase", "cancellationQuote"],
  cart: ["cart", "addToCart", "removeFromCart", "cartPreview", "cartOrder", "quoteOrder"],
  studentExam: ["courseExam", "certificatePdf", "certificateCheck"],
} as const satisfies Record<keyof typeof moneyMovingEndpoints, readonly string[]>;

interface CallPattern {
  method: string;
  path: RegExp;
}

/** "/api/candidate/purchases/:id/cancellation" → a pattern that takes any one segment for each parameter. */
const patternOf = (path: string) =>
  new RegExp(
    `^${path
      .split("/")
      .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
      .join("/")}$`,
    // Case-blind on purpose: the guard must never be stricter than the router that finds the handler.
    "i",
  );

function moneyMovingPatterns(): CallPattern[] {
  const patterns: CallPattern[] = [];
  const listed = moneyMovingEndpoints as Record<string, readonly string[]>;
  HttpApi.reflect(PlatformApi, {
    onGroup: () => {},
    onEndpoint: ({ group, endpoint }) => {
      if (listed[group.identifier]?.includes(endpoint.identifier))
        patterns.push({ method: endpoint.method, path: patternOf(endpoint.path) });
    },
  });
  return patterns;
}

const patterns = moneyMovingPatterns();

/** Percent-decoded, repeated and trailing slashes folded, so that "/api//candidate/…/" is judged like the route. */
export function normalisedPath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape stays as it came; the router refuses it too.
  }
  const folded = decoded.replace(/\/{2,}/g, "/");
  return folded.length > 1 ? folded.replace(/\/+$/, "") : folded;
}

/** Whether this request is one of the money-moving calls. */
export function isMoneyMoving(method: string, pathname: string): boolean {
  const path = normalisedPath(pathname);
  const verb = method.toUpperCase();
  return patterns.some((pattern) => pattern.method === verb && pattern.path.test(path));
}
