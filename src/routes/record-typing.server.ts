import { typedKey } from "../views/ui/typed-before-hydration.ts";

/**
 * Inline, in the document's start script (deferred-scripts.server.ts): plain JavaScript the browser runs as it is. It
 * notes fields wherever they come from: the parts React streams later are not in the document yet when it runs.
 */
export const recordTypingScript = `(() => {
  const owned = new WeakSet();
  const typed = new Map();
  window.${typedKey} = { owned, typed };
  const record = (field) => {
    if (!field.id || owned.has(field) || !("value" in field) || field.type === "hidden" || field.type === "file") return;
    const checkable = field.type === "checkbox" || field.type === "radio";
    if (checkable ? field.checked === field.defaultChecked : field.value === field.defaultValue) return;
    typed.set(field.id, { field, value: checkable ? field.checked : field.value });
  };
  document.querySelectorAll("input[id], textarea[id]").forEach(record);
  const onInput = (event) => record(event.target);
  document.addEventListener("input", onInput, true);
  document.addEventListener("change", onInput, true);
})();`;
