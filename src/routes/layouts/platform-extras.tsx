/**
 * What the platform layout loads after hydration, in one chunk (one dynamic import, so its first-visit code
 * stays small): the cross-tab dialogs of the dialog kit, and the signed-in shell's extras.
 */
export { SessionDialog } from "#src/views/session/session-dialog.view.tsx";
export { SignedInShellExtras } from "./shell-extras.tsx";
