import type { SitePreferenceChoice } from "#src/views/layout/site-preferences.view.tsx";
import { saveAccountChange } from "#src/machines/my-account/my-account.actors.ts";
import { identityEnvironment } from "#src/machines/flow-kit/use-identity-environment.ts";

/**
 * Preferences changed outside My Account (the header's sign-language switch, the footer's language, theme and
 * text size), saved to the signed-in person's account so they follow them to every device (ADR 039). Loaded on
 * the first save (the identity client is not first-visit code); a failed save leaves this browser's choice in
 * force.
 */
export function saveSignLanguage(language: string, signLanguageEnabled: boolean): Promise<void> {
  return saveAccountChange(identityEnvironment(language), (me) => ({
    accessibility: { ...me.accessibility, signLanguageEnabled },
  })).catch(() => {});
}

export function saveSitePreference(language: string, choice: SitePreferenceChoice): Promise<void> {
  const change = "language" in choice ? { languageId: choice.language } : choice;
  return saveAccountChange(identityEnvironment(language), () => change).catch(() => {});
}
