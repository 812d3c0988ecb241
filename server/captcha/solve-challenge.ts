import { solveChallenge } from "altcha-lib/v1";

/**
 * Solves an ALTCHA challenge as the browser widget does and returns the base64 proof the `captcha` header (or
 * form field) carries. For tests and tools that call the API themselves (API tests, e2e set-up, the fuzzer): the
 * server still verifies the proof for real.
 */
export async function solvedChallenge(challenge: {
  algorithm: string;
  challenge: string;
  salt: string;
  maxnumber: number;
}): Promise<string> {
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  return Buffer.from(JSON.stringify({ ...challenge, number: solution!.number })).toString("base64");
}
