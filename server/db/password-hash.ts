import { hash, verify } from "@node-rs/argon2";

/** argon2id (algorithm 2; the library's const enum cannot be imported under verbatimModuleSyntax), 19 MiB, t=2. */
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

export const verifyPassword = (passwordHash: string, password: string) =>
  verify(passwordHash, password).catch(() => false);
