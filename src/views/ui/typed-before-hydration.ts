import { useCallback, useLayoutEffect, useRef, type ForwardedRef, type RefCallback } from "react";

/**
 * Nothing a person types is lost to hydration (issue 28). When a context changes above a lazily loaded part
 * before its code has arrived (the app-start flow settles, say), React cannot hydrate that part any more: it
 * throws the server's HTML away and renders it again in the browser, with empty fields. So the document's
 * start script (`recordTypingScript` in record-typing.server.ts, run before any module) notes what is typed into fields React does not
 * own yet, by id; a field that mounts in place of one of them takes the typing back.
 */
export const typedKey = "__sabiaTypedBeforeHydration";

interface TypedBeforeHydration {
  /** Fields whose React component has mounted: typing into them is React's business. */
  owned: WeakSet<Element>;
  typed: Map<string, { field: Element; value: string | boolean }>;
}

function recorded(): TypedBeforeHydration | undefined {
  return (globalThis as { [typedKey]?: TypedBeforeHydration })[typedKey];
}

const nativeValueSetter = (field: HTMLInputElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set;

/**
 * Gives `field` what was typed into the server-rendered field it replaces. A field React hydrated is that very
 * element and keeps its text: its note is only dropped, so a later visit to the same form starts empty.
 */
export function restoreTypedBeforeHydration(field: HTMLInputElement) {
  const record = recorded();
  if (!record) return;
  record.owned.add(field);
  const note = record.typed.get(field.id);
  if (!note) return;
  record.typed.delete(field.id);
  if (note.field === field) return;
  if (typeof note.value === "boolean") {
    if (field.checked !== note.value) field.click();
    return;
  }
  if (field.value !== "") return;
  // Through the prototype's setter and an input event, so an input mask and React's onChange see it as typing.
  nativeValueSetter(field)?.call(field, note.value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * A ref for an uncontrolled field that restores its typing on mount and passes the element on to `forwarded`.
 * A controlled field (`controlled`) is React's to fill, and is left alone.
 */
export function useTypedBeforeHydration(
  forwarded: ForwardedRef<HTMLInputElement>,
  controlled: boolean,
): RefCallback<HTMLInputElement> {
  const element = useRef<HTMLInputElement | null>(null);
  useLayoutEffect(() => {
    if (element.current && !controlled) restoreTypedBeforeHydration(element.current);
    // Only on mount: this is about the field that replaced a server-rendered one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return useCallback(
    (node: HTMLInputElement | null) => {
      element.current = node;
      if (typeof forwarded === "function") forwarded(node);
      else if (forwarded) forwarded.current = node;
    },
    [forwarded],
  );
}
