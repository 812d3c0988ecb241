import { hash, verify } from "@node-rs/argon2";

/**
 * The one place passwords are hashed and checked (identity flows, the demo seed, the Linx customer lookup):
 * argon2id (algorithm 2; the library's const enum cannot be imported under verbatimModuleSyntax), 19 MiB,
 * 2 passes (OWASP's second recommended profile; ≈ 22 ms a hash on this machine).
 */
const argon2Options = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

/**
 * A real hash of a random password, checked when the user does not exist, so an unknown user and a wrong
 * password cost the same time and give the same answer (no account enumeration by timing).
 */
let decoyHash: Promise<string> | null = null;
const decoy = () => (decoyHash ??= hashPassword(crypto.randomUUID()));

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    await verify(await decoy(), password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
