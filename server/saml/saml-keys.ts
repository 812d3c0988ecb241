import { eq } from "drizzle-orm";
import { generate } from "selfsigned";
import type { Db } from "../db/database.ts";
import { samlKeyPairs } from "../db/schema/saml.ts";

export interface SamlKeyPair {
  privateKey: string;
  certificate: string;
}

/** A new RSA-2048 key with a self-signed SHA-256 certificate valid 10 years (SAML metadata pins it, no CA). */
export async function newSamlKeyPair(commonName: string): Promise<SamlKeyPair> {
  const pems = await generate([{ name: "commonName", value: commonName }], {
    keySize: 2048,
    notAfterDate: new Date(Date.now() + 3650 * 24 * 60 * 60_000),
    algorithm: "sha256",
  });
  return { privateKey: pems.private, certificate: pems.cert };
}

/**
 * The key pair kept under `owner` (`sp:<tenant>`, `dev-idp`), made on first use and stored, so every instance
 * signs with the same key and none is ever in the repository. Two instances racing keep the first insert.
 */
export async function samlKeyPairOf(db: Db, owner: string, commonName = owner): Promise<SamlKeyPair> {
  const read = async () =>
    (
      await db
        .select({ privateKey: samlKeyPairs.privateKey, certificate: samlKeyPairs.certificate })
        .from(samlKeyPairs)
        .where(eq(samlKeyPairs.owner, owner))
    )[0];
  const kept = await read();
  if (kept) return kept;
  await db
    .insert(samlKeyPairs)
    .values({ owner, ...(await newSamlKeyPair(commonName)) })
    .onConflictDoNothing();
  const stored = await read();
  if (!stored) throw new Error(`The SAML key pair ${owner} could not be stored.`);
  return stored;
}

/** The base64 body of a PEM certificate (what SAML metadata and IdP consoles show). */
export const certificateBody = (pem: string) =>
  pem.replace(/-----(BEGIN|END) CERTIFICATE-----/g, "").replace(/\s+/g, "");
