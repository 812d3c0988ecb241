import type { Db } from "../db/database.ts";
import { reserveEvent } from "../identity/throttle-store.ts";

/**
 * Limits of the personal-data lookups (issue 25, ADR 049), counted in the database like every other throttle
 * (ADR 030) so that all instances share them. Every call counts, before its token is even looked at: guessing
 * tokens, CPFs or customer ids costs the same. One client address may look up 30 targets in 15 minutes; one
 * target (a CPF, an e-mail, a customer id) may be looked up 10 times in 15 minutes from anywhere.
 */
export const lookupWindowMs = 15 * 60_000;
export const maxLookupsPerIp = 30;
export const maxLookupsPerTarget = 10;

/** What a lookup is about, as one key: `cpf:52998224725`, `email:aluno@sabia.dev`, `customer:1001`. */
export type LookupTarget = `cpf:${string}` | `email:${string}` | `customer:${number}`;

export const cpfTarget = (cpf: string): LookupTarget => `cpf:${cpf.replace(/\D/g, "")}`;
export const emailTarget = (email: string): LookupTarget => `email:${email.trim().toLowerCase()}`;

/** Seconds the caller must wait (0 = the lookup is counted and may go on). */
export function reserveLookup(db: Db, ip: string, target: LookupTarget, now = Date.now()): Promise<number> {
  return reserveEvent(
    db,
    "person-lookup",
    [
      { key: `ip:${ip}`, max: maxLookupsPerIp, windowMs: lookupWindowMs },
      { key: `target:${target}`, max: maxLookupsPerTarget, windowMs: lookupWindowMs },
    ],
    now,
  );
}
