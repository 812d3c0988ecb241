import {
  isValidCellphone,
  isValidDocument,
  isValidEmailAddress,
  isValidPersonName,
  isValidUsername,
  onlyDigits,
} from "#src/domain/identity/person-rules.ts";
import { isKnownTimeZone } from "#src/domain/account/time-zones.ts";
import { passwordProblems } from "#src/domain/identity/password-rules.ts";
import { isThemeName, type TextSize, type ThemeName } from "#src/domain/theme.ts";
import type { SignUpPayload } from "#src/services/api/identity-api.ts";
import { IdentityRefused } from "./identity-refused.ts";

/** The server applies the same rules as the form (src/domain), naming the first bad field; values come back normalised. */
const required = (value: string, field: string) => {
  if (value.trim() === "") throw new IdentityRefused("fieldsRequired", field);
};

export function validSignUp(payload: SignUpPayload) {
  required(payload.cpf, "cpf");
  if (!isValidDocument(payload.cpf)) throw new IdentityRefused("fieldsRequired", "cpf");
  required(payload.name, "name");
  if (!isValidPersonName(payload.name)) throw new IdentityRefused("fieldsRequired", "name");
  if (!isValidEmailAddress(payload.email)) throw new IdentityRefused("emailInvalid", "email");
  required(payload.username, "username");
  if (!isValidUsername(payload.username)) throw new IdentityRefused("fieldsRequired", "username");
  if (passwordProblems(payload.password, undefined, payload).length > 0)
    throw new IdentityRefused("weakPassword", "password");
  required(payload.cellphone, "cellphone");
  if (!isValidCellphone(payload.cellphone)) throw new IdentityRefused("fieldsRequired", "cellphone");
  return {
    cpf: onlyDigits(payload.cpf),
    name: payload.name.trim().replace(/\s+/g, " "),
    email: payload.email.trim(),
    username: payload.username.trim(),
    cellphone: onlyDigits(payload.cellphone),
  };
}

const languages = ["pt-BR", "en", "es"] as const;

export interface ProfilePatch {
  name?: string;
  email?: string;
  cpf?: string | null;
  cellphone?: string | null;
  timezone?: string;
  languageId?: string;
  theme?: string | null;
  textSize?: TextSize | null;
  accessibility?: { darkThemeEnabled: boolean; fontSizeEnabled: boolean; signLanguageEnabled: boolean };
}

/**
 * PATCH me: only valid values pass; the first invalid one is named with its own code of spec §8 ("invalid
 * information, language, timezone, theme or password"): invalidInformation for the person's data (name, CPF,
 * cellphone), emailInvalid, invalidLanguage, invalidTimezone, invalidTheme.
 */
export function validProfilePatch(patch: ProfilePatch) {
  const changes: {
    name?: string;
    email?: string;
    cpf?: string;
    cellphone?: string;
    timezone?: string;
    languageId?: string;
    theme?: ThemeName | null;
    textSize?: TextSize | null;
    accessibility?: { darkThemeEnabled: boolean; fontSizeEnabled: boolean; signLanguageEnabled: boolean };
  } = {};
  if (patch.name !== undefined) {
    if (patch.name.trim() === "" || !isValidPersonName(patch.name))
      throw new IdentityRefused("invalidInformation", "name");
    changes.name = patch.name.trim().replace(/\s+/g, " ");
  }
  if (patch.email !== undefined) {
    if (!isValidEmailAddress(patch.email)) throw new IdentityRefused("emailInvalid", "email");
    changes.email = patch.email.trim();
  }
  if (patch.cpf !== undefined && patch.cpf !== null) {
    if (!isValidDocument(patch.cpf)) throw new IdentityRefused("invalidInformation", "cpf");
    changes.cpf = onlyDigits(patch.cpf);
  }
  if (patch.cellphone !== undefined && patch.cellphone !== null) {
    if (!isValidCellphone(patch.cellphone)) throw new IdentityRefused("invalidInformation", "cellphone");
    changes.cellphone = onlyDigits(patch.cellphone);
  }
  if (patch.timezone !== undefined) {
    if (!isKnownTimeZone(patch.timezone)) throw new IdentityRefused("invalidTimezone", "timezone");
    changes.timezone = patch.timezone;
  }
  if (patch.languageId !== undefined) {
    const language = languages.find((tag) => tag.toLowerCase() === patch.languageId!.trim().toLowerCase());
    if (!language) throw new IdentityRefused("invalidLanguage", "languageId");
    changes.languageId = language;
  }
  if (patch.theme !== undefined) {
    if (patch.theme !== null && !isThemeName(patch.theme)) throw new IdentityRefused("invalidTheme", "theme");
    changes.theme = patch.theme;
  }
  // The API's Schema admits only the four text sizes (a 400 naming textSize otherwise).
  if (patch.textSize !== undefined) changes.textSize = patch.textSize;
  if (patch.accessibility !== undefined) changes.accessibility = patch.accessibility;
  return changes;
}
