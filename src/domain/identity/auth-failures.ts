/**
 * Why an identity call failed, as the API reports it (`code` of its problem+json body) and as the flow
 * machines branch on it. Each maps to one user message of spec §8 (i18n key in the `auth` namespace).
 */
export const authFailures = [
  "invalidCredentials",
  "tooManyAttempts",
  "tooManyPlaces",
  "captchaRequired",
  "loginRequired",
  "fieldsRequired",
  "invalidInformation",
  "invalidLanguage",
  "invalidTimezone",
  "invalidTheme",
  "notFound",
  "incorrectCode",
  "codeExpired",
  "userNotFound",
  "emailNotFound",
  "cellphoneNotFound",
  "userAlreadyExists",
  "cpfAlreadyRegistered",
  "signUpDisabled",
  "emailInvalid",
  "weakPassword",
  "passwordsDoNotMatch",
  "sameAsPrevious",
  "resetLinkExpired",
  "resetTokenUsed",
  "emailSendFailed",
  "impersonating",
  "photoType",
  "photoTooLarge",
  "photoTooSmall",
  "photoTooManyPixels",
  "photoUnreadable",
  "serviceUnavailable",
  "unexpected",
] as const;

export type AuthFailure = (typeof authFailures)[number];

export function isAuthFailure(value: unknown): value is AuthFailure {
  return typeof value === "string" && (authFailures as readonly string[]).includes(value);
}

/** Reads the failure kind from anything an actor rejected with; unknown shapes are "unexpected". */
export function authFailureOf(error: unknown): AuthFailure {
  if (isAuthFailure(error)) return error;
  if (typeof error === "object" && error !== null) {
    const candidate =
      (error as { failure?: unknown; code?: unknown }).failure ?? (error as { code?: unknown }).code;
    if (isAuthFailure(candidate)) return candidate;
  }
  return "unexpected";
}

export const authFailureMessageKey = (failure: AuthFailure) => `auth:failures.${failure}`;
