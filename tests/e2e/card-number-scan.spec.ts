import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "./recorded-test.ts";
import {
  cardNumbersInDatabase,
  cardNumbersInFiles,
  filesUnder,
  testCardsInRawFiles,
} from "./mercadopago/card-number-scan.ts";

/**
 * Issue 26 / ADR 059: after the whole e2e run (this project depends on every other), the main server's log at
 * info level, its database and every body the browsers sent it hold no card number — neither a test card the
 * tests typed nor any Luhn-valid 13–19 digit run with a card brand's prefix. The database is read twice: its
 * values (every row as text) for both, its raw files (WAL included) for the typed test cards. The Mercado Pago project scans
 * its own server the same way (mercadopago-world.ts). `npm run test:e2e` provides the three places.
 */
const place = (name: string) => {
  const value = process.env[name];
  if (!value || !existsSync(value))
    throw new Error(`${name} is not set: run the e2e tests with npm run test:e2e`);
  return value;
};

test("no card number in the server's log, its database files or the bodies it received", async () => {
  const log = place("E2E_SERVER_LOG");
  const data = place("E2E_SERVER_DATA");
  const bodies = place("E2E_REQUEST_LOG");
  const bodyFiles = readdirSync(bodies).map((name) => join(bodies, name));
  const recorded = bodyFiles.map((file) => readFileSync(file, "latin1")).join("\n");
  // The places are the real ones: the log has request lines, and the run paid by card through the browser.
  expect(readFileSync(log, "utf8")).toMatch(/"url":"\/api\//);
  expect(recorded).toContain("creditcard-payment-ecommerce");
  expect(filesUnder(data).length).toBeGreaterThan(0);
  expect(cardNumbersInFiles([log, ...bodyFiles])).toEqual([]);
  expect(testCardsInRawFiles(filesUnder(data))).toEqual([]);
  expect(await cardNumbersInDatabase(data)).toEqual([]);
});
