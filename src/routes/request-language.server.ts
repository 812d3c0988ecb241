import { readCookie } from "../domain/cookies.ts";
import {
  languageCookieName,
  parseAcceptLanguage,
  resolveLanguage,
  type Language,
} from "../domain/language.ts";

/** The page language for a request: explicit choice (cookie), else Accept-Language, else pt-BR. */
export function requestLanguage(request: Request): Language {
  return resolveLanguage({
    userLanguage: readCookie(request.headers.get("cookie"), languageCookieName),
    browserLanguages: parseAcceptLanguage(request.headers.get("accept-language")),
  });
}
