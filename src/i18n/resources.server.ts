import type { Language } from "../domain/language.ts";
import type { Resources } from "./setup.ts";

// Every locale file is bundled into the server only; a page receives just its own language
// through the root loader, so the client bundle carries no translations.
const modules = import.meta.glob<{ default: Record<string, unknown> }>("./locales/*/*.json", { eager: true });

const byLanguage = new Map<string, Resources>();
for (const [path, module] of Object.entries(modules)) {
  const [, language, namespace] = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (!language || !namespace) continue;
  const resources = byLanguage.get(language) ?? {};
  resources[namespace] = module.default;
  byLanguage.set(language, resources);
}

export function resourcesFor(language: Language): Resources {
  return byLanguage.get(language) ?? {};
}
