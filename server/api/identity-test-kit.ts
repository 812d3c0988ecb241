import { request as httpRequest } from "node:http";
import { solvedChallenge } from "../captcha/solve-challenge.ts";
import { sql } from "drizzle-orm";
import { queryRows } from "../db/database.ts";
import { afterAll, beforeAll } from "vitest";
import { testEngines, type TestEngine } from "../db/test-databases.ts";
import { startTestApi, type TestApi, type TestApiOptions } from "./test-server.ts";

export interface Call {
  method?: string;
  body?: unknown;
  captcha?: boolean;
  token?: string;
  language?: string;
  base?: string;
  /** A Host header of the caller's choosing (fetch always sends the URL's own host). */
  host?: string;
  /** More headers, e.g. X-Forwarded-For. */
  headers?: Record<string, string>;
}

/** One HTTP exchange through node:http, which sends the Host header it is given. */
function sendWithHost(url: string, method: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; contentType: string | null; retryAfter: string | null; text: string }>(
    (resolve, reject) => {
      const outgoing = httpRequest(url, { method, headers }, (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("end", () =>
          resolve({
            status: incoming.statusCode ?? 0,
            contentType: incoming.headers["content-type"] ?? null,
            retryAfter: (incoming.headers["retry-after"] as string | undefined) ?? null,
            text: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        incoming.on("error", reject);
      });
      outgoing.on("error", reject);
      outgoing.end(body);
    },
  );
}

/** A sign-up body with a valid CPF and strong password (tests vary cpf, username and e-mail). */
export const person = {
  cpf: "714.602.380-01",
  name: "Beatriz Nogueira",
  email: "beatriz@example.com",
  username: "beatriz",
  password: "Nova#Senha9",
  cellphone: "(11) 98765-4321",
  applicationAlias: "artmed-marketplace",
  applicationLogoUrl: "https://sabia.dev/logo.svg",
};

/** Fetches and solves an ALTCHA challenge; the base64 solution goes in the `captcha` header. */
export async function solvedCaptcha(base: string): Promise<string> {
  return solvedChallenge(await (await fetch(`${base}/api/captcha/challenge`)).json());
}

/** The reset token of an e-mailed link in `text`, or null. */
export const tokenIn = (text: string) => /\/auth\/password\/change\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? null;

/** HTTP helpers of the identity API tests over one test API (read lazily: it is started in beforeAll). */
export function identityClient(current: () => TestApi) {
  async function call(
    path: string,
    {
      method = "POST",
      body,
      captcha: withCaptcha = false,
      token,
      language,
      base = current().url,
      host,
      headers: extra = {},
    }: Call = {},
  ) {
    const headers: Record<string, string> = { "Content-Type": "application/json", ...extra };
    if (withCaptcha) headers["captcha"] = await solvedCaptcha(base);
    if (token) headers["authorization"] = `Bearer ${token}`;
    if (language) headers["accept-language"] = language;
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const { status, contentType, retryAfter, text } = host
      ? await sendWithHost(`${base}${path}`, method, { ...headers, host }, payload)
      : await fetch(`${base}${path}`, {
          method,
          headers,
          ...(payload === undefined ? {} : { body: payload }),
        }).then(async (response) => ({
          status: response.status,
          contentType: response.headers.get("content-type"),
          retryAfter: response.headers.get("retry-after"),
          text: await response.text(),
        }));
    return {
      status,
      type: contentType,
      /** The Retry-After header (seconds) of a 429, else null. */
      retryAfter,
      text,
      json: (text ? JSON.parse(text) : null) as Record<string, unknown>,
    };
  }

  const signIn = (username: string, password: string, options: Partial<Call> = {}) =>
    call("/api/auth/signin/tenants/sabia", {
      body: { username, password, applicationAlias: "artmed-marketplace" },
      captcha: true,
      ...options,
    });

  const lastMessage = async (recipient: string) => {
    const [row] = await queryRows<{
      subject: string;
      text: string;
      html: string | null;
      channel: string;
      sent_at: unknown;
      error: string | null;
    }>(
      current().database.db,
      sql`select subject, text, html, channel, sent_at, error from outbox where lower(recipient) = lower(${recipient}) order by id desc limit 1`,
    );
    return row!;
  };

  const operations = (username: string) =>
    call("/api/auth/signin/operations", {
      body: { username, password: "Sabia@2026", applicationAlias: "sabia-operacao" },
      captcha: true,
    });

  const requestReset = (user: string, options: Partial<Call> = {}) =>
    call("/api/users/tenants/sabia/applications/artmed-marketplace/password/reset", {
      body: { user, applicationLogoUrl: "https://sabia.dev/logo.svg" },
      captcha: true,
      ...options,
    });

  const linkToken = async (recipient: string) => tokenIn((await lastMessage(recipient)).text)!;

  return {
    captcha: (base = current().url) => solvedCaptcha(base),
    call,
    signIn,
    lastMessage,
    operations,
    requestReset,
    linkToken,
  };
}

/**
 * For a test file: its own API on a private seeded database (started before its tests), and the client over it.
 * PGlite unless another engine of `testEngines()` is given (PostgreSQL when TEST_DATABASE_URL is set).
 */
export function useIdentityApi(options: TestApiOptions = {}, engine?: TestEngine) {
  let api: TestApi | undefined;
  beforeAll(async () => {
    api = await startTestApi(engine ?? testEngines()[0]!, options);
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await engine?.dispose();
  });
  const current = () => api!;
  return { api: current, ...identityClient(current) };
}
