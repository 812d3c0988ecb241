import { Option, Schema } from "effect";
import { data, redirect } from "react-router";
import type { Route } from "./+types/preferences.route";
import { preferenceCookie } from "../domain/cookies.ts";
import { languageCookieName, supportedLanguages } from "../domain/language.ts";
import { safeReturnPath } from "../domain/safe-redirect.ts";
import { textSizeCookieName, textSizes, themeCookieName, themeNames } from "../domain/theme.ts";

const PreferencesForm = Schema.Struct({
  language: Schema.Literals(supportedLanguages),
  theme: Schema.Literals(themeNames),
  // Optional: forms from before the text size existed (and cached pages) still post language and theme only.
  textSize: Schema.optional(Schema.Literals(textSizes)),
  returnTo: Schema.optional(Schema.String),
});

/** Stores a visitor's language, theme and text size in cookies, so the server renders them, then returns to the page. */
export async function action({ request }: Route.ActionArgs) {
  // A body that claims to be a form but is not one (a broken multipart) is bad input, not a server error.
  const form = await request.formData().catch(() => null);
  const decoded = Schema.decodeUnknownOption(PreferencesForm)(form ? Object.fromEntries(form) : {});
  if (Option.isNone(decoded)) throw data({ field: "language/theme/textSize" }, { status: 400 });
  const headers = new Headers();
  headers.append("Set-Cookie", preferenceCookie(languageCookieName, decoded.value.language));
  headers.append("Set-Cookie", preferenceCookie(themeCookieName, decoded.value.theme));
  if (decoded.value.textSize)
    headers.append("Set-Cookie", preferenceCookie(textSizeCookieName, decoded.value.textSize));
  return redirect(safeReturnPath(decoded.value.returnTo), { status: 303, headers });
}

export function loader() {
  return redirect("/");
}
