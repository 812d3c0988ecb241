import { SignLanguageToggle } from "#src/views/layout/sign-language-toggle.view.tsx";
import { useSignLanguage } from "./use-sign-language.ts";

/**
 * The header's sign-language switch with what drives the avatar (ADR 039). The storefront loads it right after
 * hydration (it is not first-visit code: before hydration there is no switch to show); the platform frame,
 * itself loaded after hydration, imports it directly.
 */
export default function SignLanguageSwitch({
  root,
  onSave,
}: {
  root: string;
  onSave?: ((enabled: boolean) => void) | undefined;
}) {
  const { status, toggle } = useSignLanguage(root, onSave);
  return <SignLanguageToggle status={status} onToggle={toggle} />;
}
