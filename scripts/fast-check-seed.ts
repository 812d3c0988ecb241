import fc from "fast-check";

/**
 * Every property test (fc.assert) in the unit run uses one fixed seed, so CI never fails by chance and a failure
 * replays as it happened. FC_SEED=<integer> runs them with another seed (explore locally, or replay a report).
 */
const fromEnv = Number(process.env["FC_SEED"]);
export const fastCheckSeed =
  Number.isInteger(fromEnv) && process.env["FC_SEED"] !== "" ? fromEnv : 20_261_124;
fc.configureGlobal({ ...fc.readConfigureGlobal(), seed: fastCheckSeed });
