import { solvedCaptcha } from "#src/services/identity/identity.service.ts";
import { identityEffects, type IdentityEnvironment } from "./identity-environment.ts";

/** Fetches and solves an ALTCHA challenge (loaded on demand by use-captcha.ts). */
export const solveCaptcha = (environment: IdentityEnvironment) =>
  identityEffects(environment).run(solvedCaptcha);
