/**
 * `npm run sandbox -- <command>`: drives the payments sandbox of a running server (loopback only) over HTTP.
 *
 *   pay <subscription id>            a Pix is paid at once; a slip is paid at the bank and clears later
 *   confirm-card <subscription id>   the operator confirms a pending card payment
 *   confirm-cancellation <id>        support confirms a requested cancellation (the refund becomes a credit)
 *   advance <business days> [--minutes N]   moves the sandbox clock; slips due to clear do
 *   clock                            the sandbox's time
 *
 * SABIA_URL picks the server (default http://localhost:3000).
 */
import process from "node:process";

const base = (process.env["SABIA_URL"] ?? "http://localhost:3000").replace(/\/$/, "");
const [command, ...rest] = process.argv.slice(2);

const usage = `usage: npm run sandbox -- pay <id> | confirm-card <id> | confirm-cancellation <id> | advance <business days> [--minutes N] | clock`;

function wholeNumber(text: string | undefined, what: string): number {
  if (text === undefined || !/^\d{1,9}$/.test(text)) {
    console.error(`${what} must be a whole number\n${usage}`);
    process.exit(2);
  }
  return Number(text);
}

function request(): { method: "GET" | "POST"; path: string; body?: unknown } {
  switch (command) {
    case "pay":
      return { method: "POST", path: `/subscriptions/${wholeNumber(rest[0], "the subscription id")}/pay` };
    case "confirm-card":
      return {
        method: "POST",
        path: `/subscriptions/${wholeNumber(rest[0], "the subscription id")}/confirm-card`,
      };
    case "confirm-cancellation":
      return {
        method: "POST",
        path: `/purchases/${wholeNumber(rest[0], "the purchase id")}/confirm-cancellation`,
      };
    case "advance": {
      const minutesAt = rest.indexOf("--minutes");
      const minutes = minutesAt === -1 ? 0 : wholeNumber(rest[minutesAt + 1], "--minutes");
      const days = rest[0] === "--minutes" ? 0 : wholeNumber(rest[0], "the number of business days");
      return { method: "POST", path: "/advance", body: { businessDays: days, minutes } };
    }
    case "clock":
      return { method: "GET", path: "/clock" };
    default:
      console.error(usage);
      process.exit(2);
  }
}

const { method, path, body } = request();
try {
  const response = await fetch(`${base}/api/dev/sandbox${path}`, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let printed = text;
  try {
    printed = JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    // Not JSON (e.g. a proxy's error page): print it as it came.
  }
  console.log(`${response.status} ${method} ${base}/api/dev/sandbox${path}`);
  console.log(printed);
  if (!response.ok) process.exitCode = 1;
} catch (error) {
  console.error(
    `could not reach ${base}: ${(error as Error).message} (is the server running? set SABIA_URL)`,
  );
  process.exitCode = 1;
}
